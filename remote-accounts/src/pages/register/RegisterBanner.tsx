import { ANNOUNCEMENT_QUERY, Link, useAnnouncements, useTranslation } from '@platform/shared';
import styles from './register.module.css';

/** The registration announcement banners (types B, group m_reg, platform M), in the page's language. */
export function RegisterBanner() {
  const { t } = useTranslation('accounts');
  const { data } = useAnnouncements(ANNOUNCEMENT_QUERY.register);
  const banners = data?.list.filter((item) => item.type === 'B' && item.url) ?? [];

  if (banners.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t('register.announcements')}>
      {banners.map((banner) => {
        const image = <img src={banner.url} alt={banner.title} className={styles.bannerImage} />;
        if (banner.link?.startsWith('/')) {
          return (
            <Link key={banner.id} to={banner.link} className={styles.banner}>
              {image}
            </Link>
          );
        }
        if (banner.link && /^https?:\/\//.test(banner.link)) {
          return (
            <a key={banner.id} href={banner.link} target="_blank" rel="noopener noreferrer" className={styles.banner}>
              {image}
            </a>
          );
        }
        return (
          <div key={banner.id} className={styles.banner}>
            {image}
          </div>
        );
      })}
    </section>
  );
}
