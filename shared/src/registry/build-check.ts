import { exposesOf, SHARED_PACKAGE, type BuildManifest } from './build-manifest';
import { sharedMismatch, type ProvidedShared } from './shared-guard';
import type { AreaName } from './areas';

export interface BuildCheckOptions {
  /** The release it replaces or stands beside, whose exposed modules it must keep. */
  reference?: BuildManifest | null;
  /** A missing expose is an error (a merchant's build beside the default one), else a warning. */
  strictExposes?: boolean;
  /** The `@platform/shared` of the host the build will run in. */
  provided: ProvidedShared;
}

/**
 * Checks a build of an area against what the host needs before it goes live: an error stops a
 * release (unless forced), a warning is printed. The host makes the shared check again at run time.
 */
export function checkBuild(
  area: AreaName,
  manifest: BuildManifest,
  { reference, strictExposes = false, provided }: BuildCheckOptions,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (manifest.name !== area) {
    errors.push(`its Module Federation name is "${manifest.name}", not "${area}": the host loads it by that name`);
  }
  if (reference) {
    const own = exposesOf(manifest);
    const missing = exposesOf(reference).filter((name) => !own.includes(name));
    if (missing.length) {
      (strictExposes ? errors : warnings).push(
        `it does not expose ${missing.join(', ')}, which the live release exposes and the host may use`,
      );
    }
  }
  const mismatch = sharedMismatch(manifest, provided);
  if (mismatch) errors.push(mismatch);
  else if (!manifest.sharedImports) {
    warnings.push(`its manifest does not list what it imports from ${SHARED_PACKAGE}: only the major was checked`);
  } else if (!provided.exports) {
    warnings.push(`the host's ${SHARED_PACKAGE} exports are not known: only the major was checked`);
  }
  return { errors, warnings };
}
