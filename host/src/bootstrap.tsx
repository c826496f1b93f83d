import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  addNamespace,
  currentLanguage,
  initI18n,
  installQuerySync,
  loadLanguage,
  persistSession,
  restoreSession,
} from '@platform/shared';
import { App } from './App';
import ty from './i18n/ty.json';
import './theme/tokens.css';
import { registerServiceWorker } from './service-worker';
import { beginStartup } from './startup/start-site';

await initI18n();
// TY, the default, comes with the page; EN texts are fetched when the page is first in EN.
addNamespace('host', { ty, en: () => import('./i18n/en.json').then((loaded) => loaded.default) });
await loadLanguage(currentLanguage());
restoreSession();
persistSession();
installQuerySync();
beginStartup();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the site in.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
