import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient, resetQueryClient, siteConfig } from '@platform/shared';
import { PATHS } from '@platform/shared/contract';
import { apiUrl, http, ok, setupMockServer, startupFactory } from '@platform/shared/testing';
import type * as Registry from '@platform/shared/registry';
import { fetchRemotesFile } from '../areas/remotes-file';
import { beginStartup, settleStartup, startSite, STARTUP_QUERY, STARTUP_WAIT_MS } from './start-site';

vi.mock('../areas/remotes-file', () => ({ fetchRemotesFile: vi.fn() }));
vi.mock('../areas/area-runtime', () => ({ registerAreas: vi.fn(), preloadAreaManifests: vi.fn() }));
vi.mock('./first-reads', () => ({ startFirstReads: vi.fn(() => Promise.resolve()) }));
vi.mock('@platform/shared/registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  resolveMerchant: () => ({ merchantCode: 'M002', areas: {}, invalid: {} }),
}));

const registryFile = vi.mocked(fetchRemotesFile);
const server = setupMockServer();

function answerStartup() {
  let asked = 0;
  let keyAsked = 0;
  server.use(
    http.get(apiUrl(PATHS.startup), () => {
      asked += 1;
      return ok(startupFactory({ merchantCode: 'M002' }));
    }),
    http.get(apiUrl(PATHS.publicKey), () => {
      keyAsked += 1;
      return ok({ keyId: 'k1', spki: 'c3BraQ' });
    }),
  );
  return { asked: () => asked, keyAsked: () => keyAsked };
}

describe('startSite', () => {
  afterEach(() => registryFile.mockReset());

  it('takes over the attempt begun before the first render, and a retry reads afresh', async () => {
    registryFile.mockResolvedValue({ problems: [] } as unknown as Awaited<ReturnType<typeof fetchRemotesFile>>);
    const startup = answerStartup();

    beginStartup();
    beginStartup();
    expect(registryFile).toHaveBeenCalledTimes(1);
    await expect(startSite()).resolves.toMatchObject({ merchantCode: 'M002' });
    expect(registryFile).toHaveBeenCalledTimes(1);
    expect(startup.asked()).toBe(1);
    expect(siteConfig.merchantCode).toBe('M002');

    await startSite();
    expect(registryFile).toHaveBeenCalledTimes(2);
    expect(startup.asked()).toBe(2);
  });

  it('asks for the login key only once the browser is idle after start-up', async () => {
    registryFile.mockResolvedValue({ problems: [] } as unknown as Awaited<ReturnType<typeof fetchRemotesFile>>);
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      const startup = answerStartup();
      await startSite();
      expect(idle).toHaveLength(1);
      expect(startup.keyAsked()).toBe(0);
      for (const run of idle) run();
      await vi.waitFor(() => expect(startup.keyAsked()).toBe(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands a failure of the begun attempt to the startSite that takes it over', async () => {
    registryFile.mockRejectedValueOnce(new Error('the registry did not answer'));

    beginStartup();

    await expect(startSite()).rejects.toThrow('the registry did not answer');
  });
});

describe('settleStartup', () => {
  afterEach(() => {
    registryFile.mockReset();
    resetQueryClient();
    vi.useRealTimers();
  });

  it('puts the answer of the begun attempt in the cache, so the first render has it', async () => {
    registryFile.mockResolvedValue({ problems: [] } as unknown as Awaited<ReturnType<typeof fetchRemotesFile>>);
    const startup = answerStartup();
    beginStartup();
    await settleStartup();
    expect(queryClient.getQueryState(STARTUP_QUERY.queryKey)).toMatchObject({ status: 'success' });
    expect(queryClient.getQueryData(STARTUP_QUERY.queryKey)).toMatchObject({ merchantCode: 'M002' });
    expect(startup.asked()).toBe(1);
  });

  it('keeps a failure for the page to show with Retry, and tries nothing more', async () => {
    registryFile.mockRejectedValueOnce(new Error('the registry did not answer'));
    beginStartup();
    await settleStartup();
    expect(queryClient.getQueryState(STARTUP_QUERY.queryKey)).toMatchObject({ status: 'error' });
    expect(registryFile).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after STARTUP_WAIT_MS: the first render shows the loading state', async () => {
    vi.useFakeTimers();
    registryFile.mockReturnValue(new Promise(() => undefined));
    beginStartup();
    let settled = false;
    void settleStartup().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(STARTUP_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(queryClient.getQueryState(STARTUP_QUERY.queryKey)).toMatchObject({
      status: 'pending',
      fetchStatus: 'fetching',
    });
  });
});
