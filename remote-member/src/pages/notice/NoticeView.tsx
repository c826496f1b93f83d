import { Link, classifyLink, useTranslation } from '@platform/shared';
import type { Notice } from '@platform/shared/contract';
import { ReadingGone, ReadingView } from '../../features/reading/ReadingView';
import styles from './notice.module.css';

/** Where an announcement's own link leads, if anywhere, decided as every server link is. */
function LearnMore({ href }: { href: string }) {
  const { t } = useTranslation('member');
  const target = classifyLink(href);
  if (target.kind === 'internal') {
    return (
      <Link to={target.path} className={styles.more}>
        {t('notice.learn_more')}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={styles.more}>
        {t('notice.learn_more')}
      </a>
    );
  }
  return null;
}

/** One announcement; `notice` is undefined when the list no longer has it. */
export function NoticeView({ notice, backSearch }: { notice: Notice | undefined; backSearch: string }) {
  const { t } = useTranslation('member');
  if (!notice) return <ReadingGone text={t('notice.gone')} backLabel={t('notice.back')} backSearch={backSearch} />;
  return (
    <ReadingView
      backLabel={t('notice.back')}
      backSearch={backSearch}
      title={notice.title}
      createdAt={notice.createdAt}
      html={notice.content}
      actions={notice.link ? <LearnMore href={notice.link} /> : undefined}
    />
  );
}
