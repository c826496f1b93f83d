import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import * as sharedApi from '@platform/shared';
import { currentLanguage, loadLanguage } from '@platform/shared';
import { SHARED_PACKAGE, type ProvidedShared } from '@platform/shared/registry';
import type { ComponentType } from 'react';
import type { AreaName, AreaPointer } from './remotes-file';
import { whenIdle } from '../startup/when-idle';
import { withTimeout } from '../startup/with-timeout';
import { reportAreaEvent } from './area-health';
import { areaGuardPlugin, manifestOnlyPreloadPlugin, retryPlugin } from './runtime-plugins';

/** How long an area may take to answer before the page shows its failure panel. */
export const AREA_TIMEOUT_MS = 8000;

export class AreaLoadError extends Error {
  constructor(
    readonly area: AreaName,
    readonly module: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Area "${area}" could not provide "${module}": ${reason}`, options);
    this.name = 'AreaLoadError';
  }
}

const pointers = new Map<AreaName, AreaPointer>();
/** Areas whose pointer for this page's merchant is unreadable, with what is wrong with it. */
const unusable = new Map<AreaName, string>();
let pluginsRegistered = false;

/** The @platform/shared of this page: the host's copy, which every area shares. */
function pageShared(): ProvidedShared | undefined {
  const version = getInstance()?.options.shared[SHARED_PACKAGE]?.[0]?.version;
  return version ? { version, exports: Object.keys(sharedApi) } : undefined;
}

/** The area whose release a script URL belongs to, if any. */
function areaOfUrl(url: string): AreaName | undefined {
  for (const [area, pointer] of pointers) {
    if (url.startsWith(new URL('.', pointer.manifest).href)) return area;
  }
  return undefined;
}

/**
 * An error thrown by an area's script (its remote entry while it is evaluated, say) has no caller
 * in the host to catch it: the runtime already turns it into a failed load, so the host reports it
 * under the area's name instead of letting it reach the page as an uncaught error.
 */
function containAreaScriptErrors(): void {
  window.addEventListener('error', (event) => {
    const area = event.filename ? areaOfUrl(event.filename) : undefined;
    if (!area) return;
    event.preventDefault();
    console.error(`[area:${area}] release ${pointers.get(area)?.version} threw: ${event.message}`, event.error);
  });
  // A rejection nobody handled is the area's when its stack runs through the area's release.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const stack = reason instanceof Error ? (reason.stack ?? '') : '';
    const area = (stack.match(/https?:\/\/[^\s)]+/g) ?? []).map(areaOfUrl).find(Boolean);
    if (area) reportAreaEvent(area, 'rejection', reason);
  });
}

function registerPluginsOnce(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    retryPlugin(),
    areaGuardPlugin({
      versionOf: (area) => pointers.get(area as AreaName)?.version ?? 'unknown',
      pageShared,
    }),
    manifestOnlyPreloadPlugin(),
  ]);
  containAreaScriptErrors();
}

/**
 * Registers the live release of each area with the Module Federation runtime. An area whose
 * merchant override is invalid is not loaded from anywhere else: it fails with its own panel.
 */
export function registerAreas(
  areas: Record<AreaName, AreaPointer>,
  invalid: Partial<Record<AreaName, string>> = {},
): void {
  registerPluginsOnce();
  for (const [name, problem] of Object.entries(invalid) as [AreaName, string][]) {
    unusable.set(name, problem);
    console.error(`[area:${name}] is not loaded: ${problem}`);
  }
  for (const [name, pointer] of Object.entries(areas) as [AreaName, AreaPointer][]) pointers.set(name, pointer);
  registerRemotes(
    [...pointers].map(([name, pointer]) => ({ name, entry: pointer.manifest })),
    { force: true },
  );
}

/** The release of an area the page uses. */
export function areaPointer(area: AreaName): AreaPointer | undefined {
  return pointers.get(area);
}

/** Forgets what the runtime cached for an area, so the next load fetches it again. */
export function resetArea(area: AreaName): void {
  const pointer = pointers.get(area);
  if (pointer) registerRemotes([{ name: area, entry: pointer.manifest }], { force: true });
}

interface PageModule {
  default: ComponentType;
}

/** Loads a page component exposed by an area; rejects with AreaLoadError. Reported to area health either way. */
export async function loadAreaPage(area: AreaName, module: string): Promise<PageModule> {
  try {
    const page = await loadPage(area, module);
    reportAreaEvent(area, 'load');
    return page;
  } catch (error) {
    reportAreaEvent(area, 'load-failed', error);
    throw error;
  }
}

async function loadPage(area: AreaName, module: string): Promise<PageModule> {
  const problem = unusable.get(area);
  if (problem) throw new AreaLoadError(area, module, problem);
  if (!pointers.has(area)) throw new AreaLoadError(area, module, 'the area is not registered');
  const loaded = await withTimeout(
    loadRemote<PageModule>(`${area}/${module}`).catch((cause: unknown) => {
      throw new AreaLoadError(area, module, cause instanceof Error ? cause.message : String(cause), { cause });
    }),
    AREA_TIMEOUT_MS,
    () => new AreaLoadError(area, module, `no answer within ${AREA_TIMEOUT_MS} ms`),
  );
  if (!loaded || typeof loaded.default !== 'function') {
    throw new AreaLoadError(area, module, 'the module has no default component export');
  }
  // An area may register texts of a language other than the default to be fetched on first need.
  await loadLanguage(currentLanguage()).catch((cause: unknown) => {
    throw new AreaLoadError(area, module, `its texts did not load: ${String(cause)}`, { cause });
  });
  return loaded;
}

/**
 * Fetches the manifests of these areas into the runtime when the browser is idle, so the first
 * visit to one of them does not wait for it. No script is downloaded ahead of need: the host's
 * preload plugin gives the runtime no asset to fetch beyond the manifest.
 */
export function preloadAreaManifests(areas: readonly AreaName[]): void {
  whenIdle(() => {
    const registered = [...new Set(areas)].filter((area) => pointers.has(area) && !unusable.has(area));
    preloadRemote(registered.map((area) => ({ nameOrAlias: area }))).catch(() => {
      // A failed preload is not an error: the real load reports it, with a Retry.
    });
  }, 4000);
}
