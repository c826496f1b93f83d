import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setStartup } from '@platform/shared';
import { PATHS } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer, startupFactory } from '@platform/shared/testing';
import '../../testing/accounts-kit';
import { SocialButtons } from './SocialButtons';

const CONFIG = {
  apiKey: 'k',
  authDomain: 'demo-x.firebaseapp.com',
  projectId: 'demo-x',
  appId: '1:0:web:0',
  emulatorUrl: 'http://127.0.0.1:9099',
};
const server = setupMockServer(http.get(apiUrl(PATHS.firebaseConfig), () => ok(CONFIG)));

const render = () => renderPage(<SocialButtons onSuccess={() => undefined} />, { path: '/m/login' });

describe('SocialButtons', () => {
  it('shows each provider whose flag is on once Firebase is set up', async () => {
    setStartup(startupFactory({ whitelabel: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } }));
    await render();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
  });

  it('shows only Google when only GOOGLELOGIN3 is on', async () => {
    setStartup(startupFactory({ whitelabel: { GOOGLELOGIN3: true } }));
    await render();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('shows nothing when the merchant has no Firebase, whatever the flags', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl(PATHS.firebaseConfig), () => {
        asked += 1;
        return ok(null);
      }),
    );
    setStartup(startupFactory({ whitelabel: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } }));
    await render();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
