import { useId, useRef, type ReactNode } from 'react';
import { IconButton } from '@platform/shared';
import { useDialogFocus } from './use-dialog-focus';
import styles from './dialog.module.css';

export interface SheetDialogProps {
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A modal sheet from the bottom of the screen: labelled by its title, with a close button. */
export function SheetDialog({ title, closeLabel, onClose, children, footer }: SheetDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The close button comes first, so it takes the focus when the dialog opens.
  const { onKeyDown } = useDialogFocus(dialog, onClose);
  return (
    <div className={styles.mask} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
