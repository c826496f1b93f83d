// The release store as the API sees it: which area releases exist (health is accepted for those
// alone) and the registry it drops a failing canary from. The store is the one the site serves
// (RELEASE_STORE, as `npm run serve` passes it; the repository's .releases otherwise).
import { existsSync, readFileSync, renameSync, writeFileSync, appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  eachPointer,
  parseRegistryDraft,
  RELEASE_HISTORY_FILE,
  type AreaName,
  type RegistryDraft,
  type ReleaseEvent,
} from '@platform/shared/registry';

const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));

export function releaseStoreDir(): string {
  return process.env.RELEASE_STORE ?? resolve(REPOSITORY, '.releases');
}

const registryFile = (store: string) => resolve(store, 'remotes.json');

/** The registry, or null when there is none or it cannot be read. */
export function readStoreRegistry(store = releaseStoreDir()): RegistryDraft | null {
  try {
    return parseRegistryDraft(JSON.parse(readFileSync(registryFile(store), 'utf8')));
  } catch {
    return null;
  }
}

export function writeStoreRegistry(registry: RegistryDraft, store = releaseStoreDir()): void {
  const file = registryFile(store);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, file);
}

export function recordEvent(event: ReleaseEvent, store = releaseStoreDir()): void {
  appendFileSync(resolve(store, RELEASE_HISTORY_FILE), `${JSON.stringify(event)}\n`);
}

/** What a version of an area is now: pointed at as stable, run as a canary, or neither. */
export function roleOf(
  registry: RegistryDraft | null,
  area: AreaName,
  version: string,
): 'stable' | 'canary' | 'retired' {
  const pointers = registry ? eachPointer(registry).filter((entry) => entry.area === area) : [];
  if (pointers.some(({ pointer }) => pointer.canary?.version === version)) return 'canary';
  if (pointers.some(({ pointer }) => pointer.version === version)) return 'stable';
  return 'retired';
}

/**
 * Whether an area release exists: one the registry points at (a merchant's own build included), or
 * one stored in the release store. A report of any other is refused.
 */
export function releaseExists(
  registry: RegistryDraft | null,
  area: AreaName,
  version: string,
  store = releaseStoreDir(),
) {
  if (roleOf(registry, area, version) !== 'retired') return true;
  if (!/^[A-Za-z0-9._-]+$/.test(version) || version.startsWith('.')) return false;
  return existsSync(resolve(store, 'cdn', area, version, 'release.json'));
}
