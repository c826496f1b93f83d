import { useId } from 'react';
import { useTranslation, type TextNamespaces } from '@platform/shared';
import styles from './user-agreement.module.css';

type SectionId = keyof TextNamespaces['member']['agreement']['sections'];

/** The agreement's sections in order; each is a title and its paragraphs in the texts. */
export const AGREEMENT_SECTIONS: readonly SectionId[] = [
  'about',
  'eligibility',
  'account',
  'money',
  'bonuses',
  'fair_play',
  'responsible',
  'privacy',
  'changes',
];

function Section({ id }: { id: SectionId }) {
  const { t } = useTranslation('member');
  const titleId = useId();
  // The section's texts, each paragraph in the order written: a paragraph added there shows here.
  const { title, ...paragraphs } = t(`agreement.sections.${id}`, { returnObjects: true });
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {Object.entries(paragraphs).map(([key, text]) => (
        <p key={key}>{text}</p>
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
          {AGREEMENT_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`agreement.sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {AGREEMENT_SECTIONS.map((id) => (
        <Section key={id} id={id} />
      ))}
    </div>
  );
}
