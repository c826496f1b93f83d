import { SHARED_PACKAGE, sharedEntryOf, type BuildManifest } from './build-manifest';

/** The `@platform/shared` a page holds: its version and, when known, the names it exports. */
export interface ProvidedShared {
  version: string;
  exports?: readonly string[];
}

/** The major of a version or of a range such as `^1.0.0`, `~2.1` or `>=3`; NaN when there is none. */
export function majorOf(versionOrRange: string): number {
  const match = /(\d+)/.exec(versionOrRange);
  return match?.[1] === undefined ? Number.NaN : Number(match[1]);
}

/**
 * Why a build cannot run beside this `@platform/shared`, or null when it can. The words are the
 * same wherever the check runs (the host at run time, the release scripts before a build goes
 * live), so an operator can match one to the other.
 * - Another major means another session store, API client or i18n contract.
 * - Within a major, the build must find every name it imports; a build records them (see
 *   `@platform/shared/mf`), so one made against a newer minor that uses what it added is refused,
 *   and one that does not is not.
 */
export function sharedMismatch(manifest: BuildManifest, provided: ProvidedShared): string | null {
  const entry = sharedEntryOf(manifest);
  if (!entry) return `its manifest does not share ${SHARED_PACKAGE}`;
  const range = entry.requiredVersion || entry.version;
  if (!range) return `its manifest gives no version of ${SHARED_PACKAGE}`;
  const wanted = majorOf(range);
  if (wanted !== majorOf(provided.version)) {
    return `it was built against ${SHARED_PACKAGE} ${range} (major ${wanted}), but the host provides ${provided.version}`;
  }
  if (!manifest.sharedImports || !provided.exports) return null;
  const exported = new Set(provided.exports);
  const missing = manifest.sharedImports.filter((name) => !exported.has(name));
  if (missing.length === 0) return null;
  const builtAgainst = entry.version ? ` (built against ${entry.version})` : '';
  return `it imports ${missing.join(', ')} from ${SHARED_PACKAGE}${builtAgainst}, which the host's ${provided.version} does not export`;
}
