import { useEffect, useEffectEvent, type RefObject } from 'react';

const TAB_STOPS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * A modal's keyboard contract: focus moves into `panel` when it opens, Tab and Shift+Tab cycle inside
 * it, Escape calls `onClose`, and focus goes back to what had it once the panel is gone.
 */
export function useModalFocus(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const node = panel.current;
    if (!node) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = [...node.querySelectorAll<HTMLElement>(TAB_STOPS)];
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || active === node)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [panel]);
}
