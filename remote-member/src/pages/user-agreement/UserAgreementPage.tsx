import { useId } from 'react';
import { useTranslation } from '@platform/shared';
import styles from './user-agreement.module.css';

/** The agreement's sections in order, each with how many paragraphs its text has. */
export const AGREEMENT_SECTIONS = [
  { id: 'about', paragraphs: 2 },
  { id: 'eligibility', paragraphs: 2 },
  { id: 'account', paragraphs: 3 },
  { id: 'money', paragraphs: 3 },
  { id: 'bonuses', paragraphs: 2 },
  { id: 'fair_play', paragraphs: 2 },
  { id: 'responsible', paragraphs: 2 },
  { id: 'privacy', paragraphs: 5 },
  { id: 'changes', paragraphs: 1 },
] as const;

function Section({ id, paragraphs }: { id: string; paragraphs: number }) {
  const { t } = useTranslation('member');
  const titleId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`agreement.sections.${id}.title`)}</h2>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>{t(`agreement.sections.${id}.p${index + 1}`)}</p>
      ))}
    </section>
  );
}

/** /m/useragreement: the terms of play, with the privacy policy as its own section (#privacy). */
export function UserAgreementPage() {
  const { t } = useTranslation('member');
  return (
    <div className={styles.page}>
      <p className={styles.updated}>{t('agreement.updated')}</p>
      <nav className={styles.contents} aria-label={t('agreement.contents')}>
        <ol>
          {AGREEMENT_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(`agreement.sections.${section.id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {AGREEMENT_SECTIONS.map((section) => (
        <Section key={section.id} {...section} />
      ))}
    </div>
  );
}
