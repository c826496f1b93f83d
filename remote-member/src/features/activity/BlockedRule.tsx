import { useTranslation } from '@platform/shared';
import { ERROR_CODES, type PromotionBlock } from '@platform/shared/contract';
import styles from './activity.module.css';

/** The promotion rule that keeps the member out, with its figures, in the member's language. */
export function BlockedRule({ block }: { block: PromotionBlock }) {
  const { t } = useTranslation();
  return <p className={styles.blocked}>{t(ERROR_CODES[block.code], block.values)}</p>;
}
