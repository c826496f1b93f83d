import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../i18n/instance';
import { resetSession } from '../session/store';
import { closeLoginDialog } from '../session/login-dialog';
import { resetFeedback } from '../ui/feedback-store';
import { resetRules } from '../validation/rules-store';
import { resetSiteConfig } from '../config/runtime';
import { resetQueryClient } from '../query/client';

// Started at import, so expose files that register their namespace at load time can be imported.
await initI18n('en');

afterEach(() => {
  cleanup();
  resetSession();
  closeLoginDialog();
  resetFeedback();
  resetRules();
  resetSiteConfig();
  resetQueryClient();
  localStorage.clear();
  sessionStorage.clear();
});
