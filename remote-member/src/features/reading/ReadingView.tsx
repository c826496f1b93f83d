import { useId, type ReactNode } from 'react';
import { Empty, Link, useLocation, useFormat } from '@platform/shared';
import { RichContent } from '../rich-content/RichContent';
import styles from './reading.module.css';

export interface ReadingViewProps {
  /** Text of the link back to the list. */
  backLabel: string;
  /** Query string of the list to go back to (the page's own filters). */
  backSearch?: string;
  title: string;
  createdAt: string;
  /** Server HTML; sanitized and its links decided by RichContent. */
  html: string;
  /** Actions under the content (delete, learn more). */
  actions?: ReactNode;
}

/** One message or announcement, opened: back to the list, the title, its date and its content. */
export function ReadingView({ backLabel, backSearch = '', title, createdAt, html, actions }: ReadingViewProps) {
  const { formatDateTime } = useFormat();
  const titleId = useId();
  const { pathname } = useLocation();
  return (
    <div className={styles.view}>
      <Link to={{ pathname, search: backSearch }} className={styles.back}>
        {backLabel}
      </Link>
      <article className={styles.article} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.articleTitle}>
          {title}
        </h2>
        <p className={styles.time}>
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </p>
        <RichContent html={html} />
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </article>
    </div>
  );
}

/** A list's frame: its heading, an optional count or action line, and the rows. */
export function ReadingList({
  title,
  aside,
  label,
  children,
}: {
  title: string;
  aside?: ReactNode;
  label: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.listSection} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <h2 id={titleId} className={styles.listTitle}>
          {title}
        </h2>
        {aside}
      </div>
      <ul className={styles.list} aria-label={label}>
        {children}
      </ul>
    </section>
  );
}

/** An item that is no longer there (deleted, or never the member's): say so, and lead back to the list. */
export function ReadingGone({
  text,
  backLabel,
  backSearch = '',
}: {
  text: string;
  backLabel: string;
  backSearch?: string;
}) {
  return (
    <div className={styles.gone}>
      <Empty text={text} />
      <Link to={{ search: backSearch }} className={styles.back}>
        {backLabel}
      </Link>
    </div>
  );
}
