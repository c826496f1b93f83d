import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { AGENT_PATHS } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { redRainFactory, sectionOf, signInAgent } from '../../testing/agent-kit';
import { RedRainPage } from './RedRainPage';

const server = setupMockServer();

describe('RedRainPage', () => {
  it('shows the rules’ amounts, the sessions and the catches exactly as the server sent them', async () => {
    server.use(http.get(apiUrl(AGENT_PATHS.redRain), () => ok(redRainFactory())));
    signInAgent();
    await renderPage(<RedRainPage />, { path: paths.redRain });

    expect(await screen.findByText('Deposit at least ₱200.00 on the day to join.')).toBeInTheDocument();
    expect(screen.getByText('Each envelope holds up to ₱888.88.')).toBeInTheDocument();
    // Sessions and catches are shown in Manila time (UTC+8).
    expect(sectionOf('Next sessions').getByRole('listitem')).toHaveTextContent('Jan 5, 2026, 8:00 PM8:10 PM');
    expect(sectionOf('Your catches').getByRole('listitem')).toHaveTextContent('Jan 4, 2026, 8:03 PM₱18.80');
  });

  it('says so when the agent has caught nothing yet', async () => {
    server.use(http.get(apiUrl(AGENT_PATHS.redRain), () => ok(redRainFactory({ claims: [] }))));
    signInAgent();
    await renderPage(<RedRainPage />, { path: paths.redRain });

    await screen.findByText('Your catches');
    expect(sectionOf('Your catches').getByText('No data yet')).toBeInTheDocument();
  });
});
