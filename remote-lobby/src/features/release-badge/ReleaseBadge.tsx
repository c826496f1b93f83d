import { useTranslation } from '@platform/shared';
import styles from './release-badge.module.css';

/** Names a labelled build (a merchant's variant, a test release); a build without a label shows nothing. */
export function ReleaseBadge() {
  const { t } = useTranslation('lobby');
  const label = process.env.PUBLIC_RELEASE_LABEL;
  if (!label) return null;
  return <p className={styles.badge}>{t('release', { label })}</p>;
}
