import { parseRemotesFile, type RemotesFile } from '@platform/shared/registry';

// The registry's schema, its validation and the area names live in @platform/shared/registry,
// with the release scripts and the end-to-end tests; this is how the host reads it.
export type { AreaName, AreaPointer } from '@platform/shared/registry';

/** Where the host finds the live release of each area. Served with `Cache-Control: no-store`. */
export const REMOTES_URL = '/m/remotes.json';

/** Fetches and validates the registry; rejects saying what is wrong with it. */
export async function fetchRemotesFile(): Promise<RemotesFile> {
  const response = await fetch(REMOTES_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered HTTP ${response.status}`);
  return parseRemotesFile(await response.json());
}
