import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREA_HEALTH_REPORT_URL, MAX_EVENTS_PER_REPORT } from '@platform/shared/registry';

const SESSION = 'a1b2c3d4e5f6a7b8c9d0';
const lobby = { version: '1.0.0-canary', manifest: 'https://cdn.example.test/lobby/1.0.0-canary/mf-manifest.json' };

async function freshReporter() {
  vi.resetModules();
  return import('./area-health');
}

const textOf = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(blob);
  });

async function sentReports(beacon: ReturnType<typeof vi.fn>) {
  // Reading a Blob takes the real clock.
  vi.useRealTimers();
  return Promise.all(
    (beacon.mock.calls as unknown as [string, Blob][]).map(async ([url, body]) => ({
      url,
      report: JSON.parse(await textOf(body)),
    })),
  );
}

describe('area health reports from the page', () => {
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends what happened to the releases it uses in one batch, each event once, with no digits of the message', async () => {
    const { reportAreaEvent, watchAreaHealth, REPORT_DELAY_MS } = await freshReporter();
    watchAreaHealth(SESSION, { lobby });
    reportAreaEvent('lobby', 'load');
    reportAreaEvent('lobby', 'load');
    reportAreaEvent('lobby', 'render-error', new Error('Cannot read balance of member 0917123456'));
    // An area the page does not take from the registry (a developer's override) is not reported.
    reportAreaEvent('member', 'load');
    expect(beacon).not.toHaveBeenCalled();

    vi.advanceTimersByTime(REPORT_DELAY_MS);
    expect(await sentReports(beacon)).toEqual([
      {
        url: AREA_HEALTH_REPORT_URL,
        report: {
          session: SESSION,
          events: [
            { area: 'lobby', version: lobby.version, kind: 'load' },
            {
              area: 'lobby',
              version: lobby.version,
              kind: 'render-error',
              message: 'Error: Cannot read balance of member #',
            },
          ],
        },
      },
    ]);
  });

  it('sends at once when the page is hidden, in batches the API takes, and stops at its bound', async () => {
    const { reportAreaEvent, watchAreaHealth, MAX_EVENTS_PER_PAGE } = await freshReporter();
    watchAreaHealth(SESSION, { lobby });
    for (let n = 0; n < MAX_EVENTS_PER_PAGE + 5; n += 1)
      reportAreaEvent('lobby', 'rejection', `failure ${'x'.repeat(n)}`);
    window.dispatchEvent(new Event('pagehide'));
    const reports = await sentReports(beacon);
    expect(reports.map(({ report }) => report.events.length)).toEqual([
      MAX_EVENTS_PER_REPORT,
      MAX_EVENTS_PER_PAGE - MAX_EVENTS_PER_REPORT,
    ]);
    reportAreaEvent('lobby', 'load');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
