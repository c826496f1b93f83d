import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton, useTranslation } from '@platform/shared';
import { useDialogFocus } from '../../../features/dialog';
import { CrossIcon } from './icons';
import styles from './modal.module.css';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A centred card, or a panel along the bottom edge. */
  placement?: 'center' | 'bottom';
  className?: string;
}

/**
 * The home page's dialog: a mask, a labelled panel with a close button, the lobby's modal keyboard
 * (focus in, Tab kept inside, Escape, focus back). Drawn on `body`, so no transformed ancestor can
 * clip or shift it.
 */
export function Modal({ title, onClose, children, placement = 'center', className }: ModalProps) {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useDialogFocus(panel, onClose);
  return createPortal(
    <div
      className={`${styles.mask} ${styles[placement] ?? ''}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={`${styles.panel} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton className={styles.close} aria-label={t('home.close')} onClick={onClose}>
            <CrossIcon />
          </IconButton>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}
