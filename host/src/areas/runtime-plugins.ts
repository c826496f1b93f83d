import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { sharedMismatch, type ManifestShared } from './version-guard';

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
  /** The version of @platform/shared this page provides. */
  hostSharedVersion: () => string | undefined;
}

/**
 * The host's own runtime plugin: area scripts are fetched with CORS (so an error they throw names
 * its file), a release built against another `@platform/shared` major is refused before any of
 * its code runs, and every failed load is logged once with the area and its release.
 */
export function areaGuardPlugin({ versionOf, hostSharedVersion }: GuardOptions): ModuleFederationRuntimePlugin {
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
      const hostVersion = hostSharedVersion();
      if (args.from !== 'manifest' || !args.manifestJson || !hostVersion) return args;
      const shared = args.manifestJson.shared as unknown as ManifestShared[] | undefined;
      const mismatch = sharedMismatch(shared, hostVersion);
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

/** The MF retry plugin: manifests and scripts are tried again a bounded number of times. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: RETRIES },
    script: { retryTimes: RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS },
  });
}
