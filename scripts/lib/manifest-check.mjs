// What a build of an area must keep to be mounted by the host: its Module Federation name, the
// modules the live release exposes, and the major of @platform/shared it was built against.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, storePaths } from './paths.mjs';

export const SHARED_PACKAGE = '@platform/shared';

const majorOf = (version) => Number(/(\d+)/.exec(version ?? '')?.[1] ?? Number.NaN);

/** The @platform/shared range a build's manifest records, or undefined. */
export function sharedRangeOf(manifest) {
  const entry = (manifest.shared ?? []).find((item) => item.name === SHARED_PACKAGE);
  return entry ? entry.requiredVersion || entry.version : undefined;
}

/** The exposed module names of a manifest, as `./Name`. */
export function exposesOf(manifest) {
  return (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`).sort();
}

/** The @platform/shared version the published host provides (the source tree's, before a host is published). */
export function hostSharedVersion(paths = storePaths()) {
  const hostManifest = resolve(paths.host, 'mf-manifest.json');
  if (existsSync(hostManifest)) {
    const entry = (JSON.parse(readFileSync(hostManifest, 'utf8')).shared ?? []).find(
      (item) => item.name === SHARED_PACKAGE,
    );
    if (entry?.version) return entry.version;
  }
  return JSON.parse(readFileSync(resolve(ROOT, 'shared/package.json'), 'utf8')).version;
}

/**
 * Checks a build's manifest against what the host needs. Returns { errors, warnings }: an error
 * stops a release (unless forced), a warning is printed.
 * - `reference`: the manifest of the release it replaces or stands beside, whose exposes it must keep;
 * - `strictExposes`: a missing expose is an error (a merchant's build beside the default one),
 *   otherwise a warning (the area's own new release, which may retire a module with the host).
 */
export function checkBuild(area, manifest, { reference, strictExposes = false, sharedVersion }) {
  const errors = [];
  const warnings = [];
  if (manifest.name !== area) {
    errors.push(`its Module Federation name is "${manifest.name}", not "${area}": the host loads it by that name`);
  }
  if (reference) {
    const missing = exposesOf(reference).filter((name) => !exposesOf(manifest).includes(name));
    if (missing.length) {
      (strictExposes ? errors : warnings).push(
        `it does not expose ${missing.join(', ')}, which the live release exposes and the host may use`,
      );
    }
  }
  const range = sharedRangeOf(manifest);
  if (!range) errors.push(`its manifest does not share ${SHARED_PACKAGE}`);
  else if (majorOf(range) !== majorOf(sharedVersion)) {
    errors.push(
      `it was built against ${SHARED_PACKAGE} ${range}, but the host provides ${sharedVersion}: the host will refuse to mount it`,
    );
  }
  return { errors, warnings };
}
