import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './top-bar.module.css';

/** A 44 × 44 button holding only an icon; `aria-label` names it. */
export function IconButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return <button type="button" className={`${styles.iconButton} ${className ?? ''}`} {...rest} />;
}

export interface PageTopBarProps {
  title: string;
  /** Accessible name of the back button. */
  backLabel: string;
  /** Where back leads; home unless said otherwise. */
  backTo?: string;
  /** Something at the right end, such as a settings button. */
  end?: ReactNode;
  /** Id of the title, for a region it labels. */
  titleId?: string;
  /** Back replaces the current history entry (a page that should not be returned to). */
  replace?: boolean;
}

/** The own top bar of a page on which the host hides its header: back, title, and an optional action. */
export function PageTopBar({ title, backLabel, backTo = '/m/home', end, titleId, replace }: PageTopBarProps) {
  const navigate = useNavigate();
  return (
    <header className={styles.topBar}>
      <IconButton aria-label={backLabel} onClick={() => navigate(backTo, { replace })}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </IconButton>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {end ?? <span className={styles.iconButton} aria-hidden="true" />}
    </header>
  );
}
