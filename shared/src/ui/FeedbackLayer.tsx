import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../i18n/translation';
import { feedbackState, settleDialog } from './feedback-store';
import styles from './ui.module.css';
import { useDialogFocus } from './use-dialog-focus';

/** Renders the current toast and the top dialog. Mounted once, by the host. */
export function FeedbackLayer() {
  const { toast, dialogs } = useSnapshot(feedbackState);
  const dialog = dialogs[dialogs.length - 1];
  return (
    <>
      <div className={styles.toastRegion} role="status" aria-live="polite">
        {toast ? (
          <div className={`${styles.toast} ${styles[`toast_${toast.kind}`] ?? ''}`} data-kind={toast.kind}>
            {toast.kind === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : null}
            <span>{toast.text}</span>
          </div>
        ) : null}
      </div>
      {dialog ? <Dialog key={dialog.id} {...dialog} /> : null}
    </>
  );
}

interface DialogProps {
  id: number;
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  alert?: boolean;
}

function Dialog({ id, title, message, confirmText, cancelText, alert }: DialogProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The same modal keyboard as every dialog: Tab stays inside, Escape cancels, focus goes back.
  const { onKeyDown } = useDialogFocus(box, () => settleDialog(id, false), confirmRef);
  const titleId = `dialog-title-${id}`;
  const messageId = `dialog-message-${id}`;
  return (
    <div className={styles.mask}>
      <div
        ref={box}
        className={styles.dialog}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title ? messageId : undefined}
        onKeyDown={onKeyDown}
      >
        {title ? (
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
        ) : null}
        <p id={messageId} className={styles.dialogMessage}>
          {message}
        </p>
        <div className={styles.dialogActions}>
          {alert ? null : (
            <button type="button" className={styles.secondary} onClick={() => settleDialog(id, false)}>
              {cancelText ?? t('cancel')}
            </button>
          )}
          <button ref={confirmRef} type="button" className={styles.primary} onClick={() => settleDialog(id, true)}>
            {confirmText ?? t('confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
