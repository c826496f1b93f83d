import { useEffect, useState } from 'react';
import {
  ANNOUNCEMENT_QUERY,
  Link,
  fetchAnnouncements,
  useLanguage,
  useSiteConfig,
  useTranslation,
  type Announcement,
} from '@platform/shared';
import styles from './register.module.css';

/** The registration announcement banners (types B, group m_reg, platform M). */
export function RegisterBanner() {
  const { t } = useTranslation('accounts');
  const { merchantCode } = useSiteConfig();
  const language = useLanguage();
  const [banners, setBanners] = useState<Announcement[]>([]);

  useEffect(() => {
    let live = true;
    fetchAnnouncements({ ...ANNOUNCEMENT_QUERY.register, merchantCode })
      .then(({ list }) => {
        if (live) setBanners(list.filter((item) => item.type === 'B' && item.url));
      })
      .catch((error: unknown) => console.warn('Registration banners could not be loaded', error));
    return () => {
      live = false;
    };
  }, [merchantCode, language]);

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
