/** The package every area must share with the host, one copy per page. */
export const SHARED_PACKAGE = '@platform/shared';

/** The part of an mf-manifest.json `shared` entry the guard reads. */
export interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
  version?: string;
}

/** The major of a version or of a range such as `^1.0.0`, `~2.1` or `>=3`; NaN when there is none. */
export function majorOf(versionOrRange: string): number {
  const match = /(\d+)/.exec(versionOrRange);
  return match?.[1] === undefined ? Number.NaN : Number(match[1]);
}

/**
 * Why an area build cannot run on this page, or null when it can. An area records in its manifest
 * the `@platform/shared` range it was built against; a different major means another session
 * store, API client or i18n contract, so the host does not mount it.
 */
export function sharedMismatch(
  shared: readonly ManifestShared[] | undefined,
  hostSharedVersion: string,
): string | null {
  const entry = shared?.find((item) => item.name === SHARED_PACKAGE);
  if (!entry) return `its manifest does not share ${SHARED_PACKAGE}`;
  const range = entry.requiredVersion || entry.version;
  if (!range) return `its manifest gives no version of ${SHARED_PACKAGE}`;
  const wanted = majorOf(range);
  if (wanted !== majorOf(hostSharedVersion)) {
    return `it was built against ${SHARED_PACKAGE} ${range} (major ${wanted}); this page provides ${hostSharedVersion}`;
  }
  return null;
}
