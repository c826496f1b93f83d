import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addNamespace, initI18n, installQuerySync, persistSession, restoreSession } from '@platform/shared';
import { App } from './App';
import en from './i18n/en.json';
import ty from './i18n/ty.json';
import './theme/tokens.css';
import { registerServiceWorker } from './service-worker';

await initI18n();
addNamespace('host', { ty, en });
restoreSession();
persistSession();
installQuerySync();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the site in.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
