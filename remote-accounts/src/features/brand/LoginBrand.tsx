import { merchantLogoUrl, useSiteConfig, useTranslation } from '@platform/shared';
import styles from './login-brand.module.css';

/**
 * The login page's header: the merchant's logo (generated art, cached with the site's other
 * pictures) on a backdrop drawn by CSS alone, and a welcome in the page's language. The logo is the
 * same picture the site header shows, so on the way from home it is already in the cache.
 */
export function LoginBrand() {
  const { t } = useTranslation('accounts');
  const { merchantCode } = useSiteConfig();
  return (
    <div className={styles.brand}>
      <img
        className={styles.logo}
        src={merchantLogoUrl(merchantCode)}
        alt=""
        width="180"
        height="48"
        fetchPriority="high"
      />
      <p className={styles.welcome}>{t('brand.welcome')}</p>
      <p className={styles.tagline}>{t('brand.tagline')}</p>
    </div>
  );
}
