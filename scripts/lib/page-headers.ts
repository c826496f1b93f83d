// The host page's headers as every server of the site sends them: the built-in one (serve.ts) works
// them out for each page; the nginx configuration (nginx.ts) is written with them.
import { readFileSync } from 'node:fs';
import { cdnOrigin, storePaths } from './paths';
import { FIRST_SCREEN_SCRIPT_SOURCE } from './first-screens';
import { START_SCRIPT_SOURCE } from './start-script';
import { hostPagePolicy, releaseScriptSources, storedAreaSources } from './site-headers';

/** The registry as the host will read it, or null when there is none or it is not JSON. */
export function registryJson(paths = storePaths()): unknown {
  try {
    return JSON.parse(readFileSync(paths.registry, 'utf8'));
  } catch {
    return null;
  }
}

/** AREA_DEV_ORIGINS (comma-separated): a developer's `?mf-dev=` override against a local dev server. */
function devOrigins(): string[] {
  return (process.env.AREA_DEV_ORIGINS ?? '').split(',').flatMap((origin) => (origin.trim() ? [origin.trim()] : []));
}

/**
 * The host page's policy. Scripts may come only from the release folders the registry points at
 * (stable and canary); manifests, styles and images from their origins. In test mode every stored
 * release may run, for `?mf-dev=` tests.
 */
function contentSecurityPolicy(registry: unknown, { testMode, cdnOrigin: cdn }: PageSettings): string {
  const releases = releaseScriptSources(registry);
  const areaOrigins = new Set([cdn, ...releases.map((source) => new URL(source).origin), ...devOrigins()]);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return hostPagePolicy({
    scripts: [...releases, ...(testMode ? storedAreaSources(cdn) : []), ...devOrigins()],
    areaOrigins: [...areaOrigins],
    connect: emulator ? [`http://${emulator}`] : [],
    // The first screen's check in <head> (first-screens.ts) and the start script (start-script.ts).
    inline: [FIRST_SCREEN_SCRIPT_SOURCE, START_SCRIPT_SOURCE],
  });
}

interface PageSettings {
  testMode: boolean;
  cdnOrigin: string;
}

export function pageHeaders(
  registry: unknown,
  settings: PageSettings = { testMode: process.env.PLATFORM_API_MODE === 'test', cdnOrigin: cdnOrigin() },
) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(registry, settings),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
