import { proxy } from 'valtio';
import { TOAST_MS } from '../config/constants';

export type ToastKind = 'info' | 'success' | 'fail' | 'loading';

export interface ToastState {
  id: number;
  text: string;
  kind: ToastKind;
}

export interface DialogRequest {
  id: number;
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** An alert has only the confirm button. */
  alert?: boolean;
  resolve: (confirmed: boolean) => void;
}

/** Toasts and dialogs of the page, rendered once by the host's FeedbackLayer. */
export const feedbackState = proxy<{ toast: ToastState | null; dialogs: DialogRequest[] }>({
  toast: null,
  dialogs: [],
});

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function showToast(text: string, kind: ToastKind, duration: number): number {
  clearTimeout(timer);
  const id = nextId++;
  feedbackState.toast = { id, text, kind };
  timer = setTimeout(() => {
    if (feedbackState.toast?.id === id) feedbackState.toast = null;
  }, duration);
  return id;
}

/** Short-lived messages. Durations default to the spec's: notice 1.5 s, loading until hidden. */
export const toast = {
  info: (text: string, duration: number = TOAST_MS.notice) => showToast(text, 'info', duration),
  success: (text: string, duration: number = TOAST_MS.notice) => showToast(text, 'success', duration),
  fail: (text: string, duration: number = TOAST_MS.short) => showToast(text, 'fail', duration),
  /** The please-wait notice; stays up to `duration` or until hide(). */
  loading: (text: string, duration: number) => showToast(text, 'loading', duration),
  hide: (id?: number) => {
    if (id === undefined || feedbackState.toast?.id === id) {
      clearTimeout(timer);
      feedbackState.toast = null;
    }
  },
};

/** Asks the user to confirm; resolves true on confirm, false on cancel or dismiss. */
export function confirmDialog(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    feedbackState.dialogs.push({ ...request, id: nextId++, resolve });
  });
}

/** Settles the dialog with the given id. */
export function settleDialog(id: number, confirmed: boolean): void {
  const index = feedbackState.dialogs.findIndex((dialog) => dialog.id === id);
  if (index < 0) return;
  const [dialog] = feedbackState.dialogs.splice(index, 1);
  dialog?.resolve(confirmed);
}

/** Clears every toast and dialog; for tests. */
export function resetFeedback(): void {
  clearTimeout(timer);
  feedbackState.toast = null;
  for (const dialog of feedbackState.dialogs.splice(0)) dialog.resolve(false);
}
