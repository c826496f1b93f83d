import { useEffect, type RefObject } from 'react';

export interface FocusTrap {
  /** The dialog: focus that wanders outside it comes back on the next Tab. */
  container: RefObject<HTMLElement | null>;
  /** Its first and last focusable elements: Tab past one goes to the other. */
  first: RefObject<HTMLElement | null>;
  last: RefObject<HTMLElement | null>;
  /** Puts focus in the dialog once it is open (after what had focus is noted). */
  onOpen: () => void;
  onEscape: () => void;
}

/**
 * Keeps Tab inside a dialog, calls `onEscape` on Escape, and gives focus back to what had it when
 * the dialog goes away.
 */
export function useFocusTrap({ container, first, last, onOpen, onEscape }: FocusTrap): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpen();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const active = document.activeElement;
      const outside = !container.current?.contains(active);
      if (event.shiftKey && (active === first.current || outside)) {
        event.preventDefault();
        last.current?.focus();
      } else if (!event.shiftKey && (active === last.current || outside)) {
        event.preventDefault();
        first.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
    // The trap is set once per open dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
