import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { readBuildManifest, sharedMismatch, type ProvidedShared } from '@platform/shared/registry';

/** Retries are bounded so that a failing area reaches its panel well inside AREA_TIMEOUT_MS. */
const RETRIES = 2;
const SCRIPT_RETRY_DELAY_MS = 400;

/** An area release that this page refuses to mount. */
export class IncompatibleAreaError extends Error {
  constructor(
    readonly area: string,
    readonly version: string,
    readonly mismatch: string,
  ) {
    super(`${area} ${version} is not mounted: ${mismatch}`);
    this.name = 'IncompatibleAreaError';
  }
}

interface GuardOptions {
  /** The release of an area as the registry names it, for the console. */
  versionOf: (area: string) => string;
  /** The @platform/shared this page holds: its version and the names it exports. */
  pageShared: () => ProvidedShared | undefined;
}

/**
 * The host's own runtime plugin: area scripts are fetched with CORS (so an error they throw names
 * its file), a release whose `@platform/shared` needs this page does not meet (another major, or a
 * name it imports that this page's copy does not export) is refused before any of its code runs,
 * and every failed load is logged once with the area and its release.
 */
export function areaGuardPlugin({ versionOf, pageShared }: GuardOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-area-guard',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return script;
    },
    loadRemoteSnapshot(args) {
      const provided = pageShared();
      if (args.from !== 'manifest' || !args.manifestJson || !provided) return args;
      const mismatch = sharedMismatch(readBuildManifest(args.manifestJson), provided);
      if (mismatch) throw new IncompatibleAreaError(args.moduleInfo.name, versionOf(args.moduleInfo.name), mismatch);
      return args;
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // The runtime also calls this while resolving (manifest fetches, preloads); the final word on
      // a load is 'onLoad', which is what the page's panel follows.
      if (lifecycle !== 'onLoad') return undefined;
      const area = remote?.name ?? id.split('/')[0] ?? id;
      console.error(`[area:${area}] release ${versionOf(area)} could not provide "${id}"`, error);
      return undefined;
    },
  };
}

/**
 * The host preloads areas to have their manifests at hand, never their code: whatever the runtime
 * would fetch for a `preloadRemote` (the remote entry, chunks, CSS), this plugin answers with
 * nothing, so no script is downloaded ahead of need.
 */
export function manifestOnlyPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-manifest-only-preload',
    generatePreloadAssets: async () => ({ cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] }),
  };
}

/** The MF retry plugin: manifests and scripts are tried again a bounded number of times. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: RETRIES },
    script: { retryTimes: RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS },
  });
}
