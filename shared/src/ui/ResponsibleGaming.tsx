import { useTranslation } from '../i18n/translation';
import styles from './ui.module.css';

// The National Center for Mental Health's crisis line, free from any phone in the Philippines.
const HELPLINE = '1553';

/** The responsible-gaming line of a licensed Philippine site: the warning, the age, and a helpline. */
export function ResponsibleGaming() {
  const { t } = useTranslation();
  return (
    <aside className={styles.responsible} aria-label={t('responsible.label')}>
      <p>
        <strong>{t('responsible.line')}</strong> {t('responsible.age')}
      </p>
      <p>
        {t('responsible.helpline')} <a href={`tel:${HELPLINE}`}>{t('responsible.call', { number: HELPLINE })}</a>
      </p>
    </aside>
  );
}
