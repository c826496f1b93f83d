import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab can reach inside `root`, in order; for a radio group only its checked (or first) radio. */
function tabbables(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)];
  const radios = all.filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio',
  );
  return all.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = radios.filter((radio) => radio.name === element.name);
    return (group.find((radio) => radio.checked) ?? group[0]) === element;
  });
}

/**
 * A modal dialog's keyboard: focus moves into it when it opens (to `initial`, else its first
 * control), Tab and Shift+Tab cycle inside it, Escape closes it, and focus goes back to the control
 * that opened it when it closes. Spread the returned handler on the dialog element.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  initial?: RefObject<{ focus: () => void } | null>,
): { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void } {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    const root = dialog.current;
    (initial?.current ?? (root ? tabbables(root)[0] : undefined))?.focus();
    return () => {
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
    // Runs once per opening: the dialog mounts when it opens and unmounts when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const root = dialog.current;
    if (event.key !== 'Tab' || !root) return;
    const items = tabbables(root);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const leavingStart = event.shiftKey && document.activeElement === first;
    const leavingEnd = !event.shiftKey && document.activeElement === last;
    if (!leavingStart && !leavingEnd) return;
    event.preventDefault();
    (leavingStart ? last : first).focus();
  };
  return { onKeyDown };
}
