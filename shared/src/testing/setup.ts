import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, setLanguage } from '../i18n/instance';
import { resetSession } from '../session/store';
import { closeLoginDialog } from '../session/login-dialog';
import { resetFeedback } from '../ui/feedback-store';
import { resetRules } from '../validation/rules-store';
import { resetSiteConfig } from '../config/runtime';
import { resetQueryClient } from '../query/client';
import { loadPurifier } from '../ui/SafeHtml';

// What a test waits for (findBy…, waitFor) may take more than the default second on two cores busy with
// two test files at once; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Started at import, so expose files that register their namespace at load time can be imported.
await initI18n('en');
// Pages under test show server HTML in their first render, as they do once the sanitizer is loaded.
await loadPurifier();

// Widgets (swiper's focus handling, say) schedule work for the next frame; let it run while they are
// still mounted, as a browser would, instead of after the test has torn them down.
const nextFrame = () =>
  new Promise<void>((done) =>
    typeof requestAnimationFrame === 'function' && !vi.isFakeTimers() ? requestAnimationFrame(() => done()) : done(),
  );

afterEach(async () => {
  await nextFrame();
  cleanup();
  // The files of a worker share the document (vitest.config.ts): what a test left in it, or in the
  // window, is put back as a fresh page has it.
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  resetSession();
  closeLoginDialog();
  resetFeedback();
  resetRules();
  resetSiteConfig();
  resetQueryClient();
  // Tests start in English, as the first file of a worker does. Chosen even when it already is, so that a
  // switch a test started and left loading cannot land in the next test.
  await setLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});
