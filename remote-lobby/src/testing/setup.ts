// Set-up of every test file of the lobby area, after shared's (vitest.config.ts). A setup file runs for
// each test file, where a kit's hooks would run only for the first file of a worker to import it.
import { configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { registerLobbyNamespace } from '../i18n/namespace';

// The expose files register the namespace at import; tests import pages directly and register it here.
beforeAll(registerLobbyNamespace);

// jsdom does not scroll; the window virtualizer asks it to.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// Game pages render grids of tiles, which jsdom queries slowly on a busy machine.
configure({ asyncUtilTimeout: 4000 });
