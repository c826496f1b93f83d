import { HTML_LANG, chosenLanguage } from '@platform/shared/config/languages';
import en from '../i18n/start-failed/en.json';
import ty from '../i18n/start-failed/ty.json';
import { showDrawnPage } from './first-screen-ids';

/**
 * What the page shows when its own start-up code could not load or run (the network dropped after
 * the HTML came): a notice with a way to try again, in place of a blank page. It is plain DOM, so
 * that it needs nothing the failed chunks held: no React, no texts, no theme.
 */
export function showStartFailed(container: HTMLElement | null = document.getElementById('root')): void {
  if (!container) return;
  // Read as the i18n set-up reads it, without i18n, which may be what failed to arrive.
  const language = chosenLanguage();
  const texts = (language === 'en' ? en : ty).start_failed;
  document.documentElement.lang = HTML_LANG[language];

  const panel = document.createElement('main');
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;' +
    'gap:12px;padding:24px;box-sizing:border-box;text-align:center;background:#11141d;color:#f2f2f7;' +
    'font:16px/1.5 system-ui,sans-serif';
  const title = document.createElement('h1');
  title.style.cssText = 'margin:0;font-size:20px';
  title.textContent = texts.title;
  const body = document.createElement('p');
  body.style.cssText = 'margin:0;max-width:32em';
  body.textContent = texts.body;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.style.cssText =
    'min-height:44px;padding:0 24px;border:0;border-radius:10px;background:#f5b82e;color:#1a1200;' +
    'font:inherit;font-weight:600;cursor:pointer';
  retry.textContent = texts.retry;
  retry.addEventListener('click', () => window.location.reload());
  panel.append(title, body, retry);
  container.replaceChildren(panel);
  // The server's first screen, if it sent one, would hide the notice: the page it stood for is not coming.
  showDrawnPage();
}
