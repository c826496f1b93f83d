import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Mounts the site in the page's #root. */
export function renderSite(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the site in.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
