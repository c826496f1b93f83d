import { loadRemote, registerRemotes, preloadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AreaName, AreaPointer } from './remotes-file';

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

/** Registers the live release of each area with the Module Federation runtime. */
export function registerAreas(areas: Record<AreaName, AreaPointer>): void {
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

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface PageModule {
  default: ComponentType;
}

/** Loads a page component exposed by an area; rejects with AreaLoadError. */
export async function loadAreaPage(area: AreaName, module: string): Promise<PageModule> {
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
  return loaded;
}

/** Fetches an area's manifest and entry ahead of need, when the browser is idle. */
export function preloadAreas(areas: readonly AreaName[]): void {
  const run = () => {
    for (const area of areas) {
      if (!pointers.has(area)) continue;
      preloadRemote([{ nameOrAlias: area, resourceCategory: 'sync' }]).catch(() => {
        // A failed preload is not an error: the real load reports it, with a Retry.
      });
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1500);
}
