import { useId } from 'react';
import { useTranslation, type TextNamespaces } from '@platform/shared';
import styles from './user-agreement.module.css';

type Sections = TextNamespaces['member']['agreement']['sections'];
type SectionId = keyof Sections;
type ParagraphKey<Id extends SectionId> = `agreement.sections.${Id}.${Exclude<keyof Sections[Id], 'title'> & string}`;

/** The agreement's sections in order, each with the keys of its paragraphs in order. */
export const AGREEMENT_SECTIONS: readonly {
  [Id in SectionId]: { id: Id; paragraphs: readonly ParagraphKey<Id>[] };
}[SectionId][] = [
  { id: 'about', paragraphs: ['agreement.sections.about.p1', 'agreement.sections.about.p2'] },
  { id: 'eligibility', paragraphs: ['agreement.sections.eligibility.p1', 'agreement.sections.eligibility.p2'] },
  {
    id: 'account',
    paragraphs: ['agreement.sections.account.p1', 'agreement.sections.account.p2', 'agreement.sections.account.p3'],
  },
  {
    id: 'money',
    paragraphs: ['agreement.sections.money.p1', 'agreement.sections.money.p2', 'agreement.sections.money.p3'],
  },
  { id: 'bonuses', paragraphs: ['agreement.sections.bonuses.p1', 'agreement.sections.bonuses.p2'] },
  { id: 'fair_play', paragraphs: ['agreement.sections.fair_play.p1', 'agreement.sections.fair_play.p2'] },
  { id: 'responsible', paragraphs: ['agreement.sections.responsible.p1', 'agreement.sections.responsible.p2'] },
  {
    id: 'privacy',
    paragraphs: [
      'agreement.sections.privacy.p1',
      'agreement.sections.privacy.p2',
      'agreement.sections.privacy.p3',
      'agreement.sections.privacy.p4',
      'agreement.sections.privacy.p5',
    ],
  },
  { id: 'changes', paragraphs: ['agreement.sections.changes.p1'] },
];

function Section({ id, paragraphs }: (typeof AGREEMENT_SECTIONS)[number]) {
  const { t } = useTranslation('member');
  const titleId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`agreement.sections.${id}.title`)}</h2>
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
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
