import { useId, type ReactNode } from 'react';
import { Link, useTranslation, useFormat } from '@platform/shared';
import styles from './reading.module.css';

export interface ReadingRowProps {
  /** The query string that opens the item on the same page, such as `?id=12`. */
  search: string;
  title: string;
  excerpt?: string;
  createdAt: string;
  /** Unread items are marked; null when read state is not known (a visitor). */
  unread: boolean | null;
  icon?: ReactNode;
  onOpen?: () => void;
}

/** One row of a message or announcement list: a link that opens the item, marked while unread. */
export function ReadingRow({ search, title, excerpt, createdAt, unread, icon, onOpen }: ReadingRowProps) {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const id = useId();
  // Named by all it shows, so a spoken command with any visible word finds it (WCAG 2.5.3), with
  // "Unread" first while unread. The spaces between the parts keep the visible words apart as read.
  const parts = [unread ? 'state' : null, 'title', excerpt ? 'excerpt' : null, 'time'];
  return (
    <Link
      to={{ search }}
      className={`${styles.row} ${unread ? styles.unread : ''}`}
      onClick={onOpen}
      aria-labelledby={parts.flatMap((part) => (part ? [`${id}-${part}`] : [])).join(' ')}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.text}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>{' '}
        {excerpt ? (
          <span id={`${id}-excerpt`} className={styles.excerpt}>
            {excerpt}
          </span>
        ) : null}{' '}
        <time id={`${id}-time`} className={styles.time} dateTime={createdAt}>
          {formatDateTime(createdAt)}
        </time>
      </span>
      {unread ? (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <span id={`${id}-state`} hidden>
            {t('reading.unread')}
          </span>
        </>
      ) : null}
    </Link>
  );
}
