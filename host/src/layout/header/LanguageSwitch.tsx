import { setLanguage, useLanguage, useTranslation, isLanguage } from '@platform/shared';
import styles from './header.module.css';

/** EN (US flag) and TY (PH flag). */
export function LanguageSwitch() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  return (
    <select
      className={styles.textButton}
      aria-label={t('header.language')}
      value={language}
      onChange={(event) => {
        const next = event.target.value;
        if (isLanguage(next)) void setLanguage(next);
      }}
    >
      <option value="en" aria-label={t('header.language_en')}>
        {'🇺🇸 EN'}
      </option>
      <option value="ty" aria-label={t('header.language_ty')}>
        {'🇵🇭 TY'}
      </option>
    </select>
  );
}
