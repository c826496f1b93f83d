import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Empty,
  Link,
  PageTopBar,
  QueryState,
  useLocation,
  useScope,
  useSearchParams,
  useTranslation,
} from '@platform/shared';
import type { HelpEntry } from '@platform/shared/contract';
import { helpQuery } from '../../api/help';
import { useBackTarget } from '../../features/back/back-target';
import { RichContent } from '../../features/rich-content/RichContent';
import styles from './help.module.css';

/** The entry the query's `i` names: a whole number within the list, else the first (0). */
export function helpIndex(raw: string | null, count: number): number {
  const index = Number(raw);
  return raw !== null && Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

function HelpCentre({ entries, index }: { entries: readonly HelpEntry[]; index: number }) {
  const { t } = useTranslation('member');
  const { state } = useLocation();
  const titleId = useId();
  const entry = entries[index] ?? entries[0];
  if (!entry) return null;
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('help.topics')}>
        <ul>
          {entries.map((item, position) => (
            <li key={item.id}>
              {/* The topic is part of the address (?i=), so it can be shared and survives a reload. */}
              <Link
                to={{ search: `?i=${position}` }}
                state={state}
                replace
                className={styles.topic}
                aria-current={position === index ? 'page' : undefined}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.content} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {entry.title}
        </h2>
        <RichContent html={entry.content} />
      </article>
    </div>
  );
}

/** /m/help and /m/helpDetail: the help topics at the left, the chosen one (`?i=`, first by default) at the right. */
export function HelpPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const query = useQuery(helpQuery(useScope()));
  const back = useBackTarget();
  return (
    <div className={styles.page}>
      <PageTopBar title={t('help.title')} backLabel={t('common.back')} backTo={back} />
      <QueryState query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <Empty text={t('help.empty')} />
          ) : (
            <HelpCentre entries={entries} index={helpIndex(params.get('i'), entries.length)} />
          )
        }
      </QueryState>
    </div>
  );
}
