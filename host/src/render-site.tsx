import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Mounts the site in the page's #root and returns that element. */
export function renderSite(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the site in.');
  const root = createRoot(container);
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread from start to end: the first screen is already drawn (the server's
  // copy, or the start-up's), so a tap or a scroll is not kept waiting behind it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  return container;
}
