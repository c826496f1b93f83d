import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@platform/shared';
import { CloseButton } from './CloseButton';
import { useModalFocus } from './use-modal-focus';
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
 * The home page's dialog: a mask, a labelled panel with a close button, the keyboard contract of a
 * modal. Drawn on `body`, so no transformed ancestor can clip or shift it.
 */
export function Modal({ title, onClose, children, placement = 'center', className }: ModalProps) {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, onClose);
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
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton label={t('home.close')} onClick={onClose} className={styles.close} />
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}
