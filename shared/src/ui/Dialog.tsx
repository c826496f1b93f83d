import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/translation';
import { IconButton } from './PageTopBar';
import { useDialogFocus } from './use-dialog-focus';
import styles from './dialog.module.css';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Actions kept in view under a scrolling body. */
  footer?: ReactNode;
  /** A panel along the bottom edge (the default), or a centred card. */
  placement?: 'bottom' | 'center';
  /** The close button's accessible name; "Close" in the current language by default. */
  closeLabel?: string;
  /** What takes the focus when the dialog opens; the first control (the close button) by default. */
  initialFocus?: RefObject<{ focus: () => void } | null>;
  /** The title's id, when something inside is labelled by it too. */
  titleId?: string;
  /** An extra class for the body, around the children. */
  className?: string;
}

/**
 * The site's modal dialog: a mask, a panel named by its title, a close button, and the modal keyboard
 * (focus in, Tab kept inside, Escape closes, focus back to the opener). A tap on the mask closes it.
 * Drawn on `body`, so no transformed ancestor can clip or shift it.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  placement = 'bottom',
  closeLabel,
  initialFocus,
  titleId: givenTitleId,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const panel = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useDialogFocus(panel, onClose, initialFocus);
  return createPortal(
    <div
      className={`${styles.mask} ${styles[placement]}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton className={styles.close} aria-label={closeLabel ?? t('close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </header>
        <div className={`${styles.body} ${className ?? ''}`}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
