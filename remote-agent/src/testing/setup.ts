// Set-up of every test file of the agent area, after shared's (vitest.config.ts). A setup file runs
// for each test file, where a kit's hooks would run only for the first file of a worker to import it.
import { afterEach, beforeAll, vi } from 'vitest';
import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

// The expose files register the namespace at import, which needs i18n started; the host does that
// first, but here shared's setup starts i18n, so tests import pages directly and register it here.
beforeAll(() => addNamespace('agent', { ty, en }));

// What a test stubbed (the clock, element sizes) is put back for the next one.
afterEach(() => {
  vi.restoreAllMocks();
});
