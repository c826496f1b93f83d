// The public API of @platform/shared/registry: the facts the host, the release scripts and the
// end-to-end tests share about areas and their releases. Pure TypeScript: no browser or Node API.
export { AREA_NAMES, isAreaName, unknownAreaMessage, type AreaName } from './areas';
export {
  manifestUrlProblem,
  parseRegistryDraft,
  parseRemotesFile,
  pointerVersionOf,
  REGISTRY_SCHEMA_VERSION,
  releaseManifestUrl,
  RemotesFileError,
  resolveMerchant,
  type AreaPointer,
  type CanaryPointer,
  type MerchantEntry,
  type RegistryDraft,
  type RemotesFile,
} from './remotes-file';
export {
  exposesOf,
  readBuildManifest,
  SHARED_EXPORTS_KEY,
  SHARED_IMPORTS_KEY,
  SHARED_PACKAGE,
  sharedEntryOf,
  type BuildManifest,
  type ManifestExpose,
  type ManifestShared,
} from './build-manifest';
export { majorOf, sharedMismatch, type ProvidedShared } from './shared-guard';
export { checkBuild, type BuildCheckOptions } from './build-check';
export {
  assignReleases,
  canariesOf,
  canaryRule,
  canaryVerdict,
  DEFAULT_CANARY_MARGIN_POINTS,
  DEFAULT_CANARY_MIN_SESSIONS,
  dropCanary,
  dropCanaryVersion,
  eachPointer,
  errorRate,
  inCanary,
  isSessionId,
  promoteCanary,
  RELEASE_HISTORY_FILE,
  sessionBucket,
  SESSION_COOKIE,
  SESSION_COOKIE_ATTRIBUTES,
  SESSION_COOKIE_MAX_AGE_S,
  SESSION_ID_PATTERN,
  sessionIdFromCookies,
  startCanary,
  type CanaryRule,
  type ReleaseEvent,
  type ReleaseEventKind,
  type ReleaseHealth,
} from './canary';
