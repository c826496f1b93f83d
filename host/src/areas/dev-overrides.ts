import { AREA_NAMES, isAreaName, manifestUrlProblem } from '@platform/shared/registry';
import type { AreaName, AreaPointer } from './remotes-file';

/**
 * A developer points one area of a released site at a local dev server, to work on it against
 * everything else as released:
 *
 *   localStorage.setItem('mf-dev-overrides', 'on')        // once, in that browser: the opt-in
 *   /m/home?mf-dev=lobby@http://localhost:3002/mf-manifest.json
 *
 * Several areas are separated by commas; `?mf-dev=off` ends it. Without the opt-in the query is
 * ignored, so a link cannot swap a visitor's code. The override lasts for the tab (sessionStorage).
 */
export const DEV_OVERRIDES_SWITCH = 'mf-dev-overrides';
export const DEV_OVERRIDES_PARAM = 'mf-dev';
const SESSION_KEY = 'mf-dev-overrides:areas';

export type DevOverrides = Partial<Record<AreaName, AreaPointer>>;

/** Parses `area@manifest-url[,area@manifest-url]`; entries that are not valid are reported and skipped. */
export function parseDevOverrides(value: string, warn: (message: string) => void = () => undefined): DevOverrides {
  const overrides: DevOverrides = {};
  for (const item of value.split(',').map((part) => part.trim())) {
    if (!item) continue;
    const at = item.indexOf('@');
    const area = item.slice(0, Math.max(at, 0));
    const manifest = item.slice(at + 1);
    if (at < 1 || !isAreaName(area)) {
      warn(`"${item}" does not start with an area name (${AREA_NAMES.join(', ')}) and "@"`);
      continue;
    }
    const problem = manifestUrlProblem(manifest);
    if (problem) {
      warn(`the manifest URL of "${area}" ${problem}`);
      continue;
    }
    overrides[area] = { version: `dev:${new URL(manifest).host}`, manifest };
  }
  return overrides;
}

interface DevOverrideContext {
  search: string;
  local: Pick<Storage, 'getItem'>;
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  warn: (message: string) => void;
}

/** The areas with the developer's overrides applied, when (and only when) the browser opted in. */
export function applyDevOverrides(
  areas: Record<AreaName, AreaPointer>,
  context: DevOverrideContext,
): Record<AreaName, AreaPointer> {
  if (context.local.getItem(DEV_OVERRIDES_SWITCH) !== 'on') return areas;
  const requested = new URLSearchParams(context.search).get(DEV_OVERRIDES_PARAM);
  if (requested === 'off') context.session.removeItem(SESSION_KEY);
  else if (requested) context.session.setItem(SESSION_KEY, requested);
  const stored = context.session.getItem(SESSION_KEY);
  if (!stored) return areas;
  const warn = (message: string) => context.warn(`[areas] ${DEV_OVERRIDES_PARAM} ignored: ${message}`);
  const overrides = parseDevOverrides(stored, warn);
  for (const [area, pointer] of Object.entries(overrides)) {
    context.warn(
      `[areas] ${area} comes from ${pointer.manifest} (a developer override; ?${DEV_OVERRIDES_PARAM}=off ends it)`,
    );
  }
  return { ...areas, ...overrides };
}

/** applyDevOverrides with this page's address and storage. */
export function applyPageDevOverrides(areas: Record<AreaName, AreaPointer>): Record<AreaName, AreaPointer> {
  try {
    return applyDevOverrides(areas, {
      search: window.location.search,
      local: window.localStorage,
      session: window.sessionStorage,
      warn: (message) => console.warn(message),
    });
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): then there is no override.
    return areas;
  }
}
