import {
  addNamespace,
  currentLanguage,
  initI18n,
  installQuerySync,
  loadLanguage,
  persistSession,
  restoreSession,
} from '@platform/shared';
import ty from './i18n/ty.json';
import './theme/tokens.css';
import { registerServiceWorker } from './service-worker';
import { watchFirstScreen } from './startup/first-screen';
import { nextTask } from './startup/next-task';
import { beginStartup, settleStartup } from './startup/start-site';

// Each step in a task of its own (see nextTask): run together after the modules they need were
// evaluated, they held the main thread for one long task.
await nextTask();
await initI18n();
// TY, the default, comes with the page; EN texts are fetched when the page is first in EN.
addNamespace('host', { ty, en: () => import('./i18n/en.json').then((loaded) => loaded.default) });
await loadLanguage(currentLanguage());
await nextTask();
restoreSession();
persistSession();
installQuerySync();
beginStartup();
await nextTask();

// React DOM, the router and the frame are evaluated in a task of their own, with the start-up
// reads already under way: evaluated with everything above, they made one long task. The first
// render waits for the start-up's answer (see settleStartup).
const [{ renderSite }] = await Promise.all([import(/* webpackChunkName: "site" */ './render-site'), settleStartup()]);
// The offline worker comes after the page is drawn (see registerServiceWorker).
void watchFirstScreen(renderSite()).then(registerServiceWorker);
