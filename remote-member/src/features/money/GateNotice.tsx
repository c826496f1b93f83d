import { useId } from 'react';
import { buttonClass, Link } from '@platform/shared';
import styles from './money.module.css';

export interface GateNoticeProps {
  title: string;
  text: string;
  /** Where the account can do what this page cannot do for it. */
  to: string;
  link: string;
}

/** A page this account cannot use: why, and a link to where it can go instead. */
export function GateNotice({ title, text, to, link }: GateNoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.muted}>{text}</p>
      <Link to={to} className={buttonClass()}>
        {link}
      </Link>
    </section>
  );
}
