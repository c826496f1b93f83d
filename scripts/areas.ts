// Operators' command: release, roll back, swap, list and compare areas. It edits the release store
// and the registry (remotes.json) only; the next page load follows, with no rebuild and no restart.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AREA_NAMES,
  checkBuild,
  DEFAULT_CANARY_MARGIN_POINTS,
  DEFAULT_CANARY_MIN_SESSIONS,
  dropCanary,
  isAreaName,
  manifestUrlProblem,
  pointerVersionOf,
  promoteCanary,
  releaseManifestUrl,
  startCanary,
  unknownAreaMessage,
  type AreaName,
  type AreaPointer,
  type BuildManifest,
  type CanaryPointer,
} from '@platform/shared/registry';
import { buildArea } from './lib/build';
import { printHealth } from './lib/area-health-report';
import { printDiff, printList } from './lib/areas-report';
import { refreshNginxSite, writeNginxSite } from './lib/nginx';
import { ROOT, apiOrigin, cdnOrigin } from './lib/paths';
import { readManifestFile, readManifestUrl } from './lib/read-manifest';
import {
  findRelease,
  hostShared,
  listReleases,
  pointArea,
  readRegistry,
  readStoredManifest,
  recordReleaseEvent,
  sourceCommit,
  storeHost,
  storeRelease,
  writeRegistry,
  type StoredRelease,
} from './lib/release-store';
import { log, run } from './lib/run';

const USAGE = `Usage: npm run areas -- <verb> [...]
  release <area>|--all [--merchant CODE]   build an area alone, store it as a new immutable release and make it
          [--no-build | --from DIR]        live (for every merchant, or only CODE); --from stores a build made
          [--label L] [--force]            elsewhere (a merchant's); --label names the version; --force skips checks
          [--canary PERCENT]               live for PERCENT % of sessions only, beside the stable release, and
          [--rollback-after N]             dropped by itself once N sessions (20) had it and its error rate is
          [--rollback-margin POINTS]       POINTS (5) percentage points above stable's
          [--no-auto-rollback]             ...or never dropped by itself
  promote <area> [--merchant CODE]         make the running canary the stable release
  host [--no-build]                        build and publish the host (publish it before areas that need its shared)
  rollback <area> [version] [--merchant CODE]
                                           drop the area's canary; without one, point the area back to the
                                           release before the live one (or VERSION)
  use <area> <manifest-url>|default --merchant CODE [--force]
                                           point one merchant's area at another build (default: drop the override)
  list                                     what is live for each merchant (stable, canary and its share), every
                                           stored release (when, from which commit, whether its files are the
                                           live release's) and the latest events of the release history
  health [--minutes M] [--api URL]         per area and version, from players' browsers over the last hour (or
                                           M minutes): sessions, error rate, top errors
  nginx [--out DIR]                        write the nginx configuration that serves the site and the store
                                           (into the store's nginx/); the verbs above keep it up to date
  diff <area> <version>|live <version>|live
                                           which files two stored releases differ in`;

function areaArg(value: string | undefined): AreaName {
  if (!isAreaName(value)) throw new Error(unknownAreaMessage(value));
  return value;
}

/** The manifest of the release live for everyone, when it is a stored one. */
function liveManifest(area: AreaName): BuildManifest | null {
  const live = readRegistry().areas[area];
  return live ? readStoredManifest(area, live.version) : null;
}

interface VetOptions {
  merchant?: string;
  force: boolean;
}

/** Stops on a build the host could not mount, unless forced; prints the warnings. */
function vet(area: AreaName, manifest: BuildManifest, { merchant, force }: VetOptions): void {
  const { errors, warnings } = checkBuild(area, manifest, {
    reference: liveManifest(area),
    strictExposes: Boolean(merchant),
    provided: hostShared(),
  });
  for (const warning of warnings) console.warn(`areas: warning: ${area} ${warning}.`);
  if (errors.length === 0) return;
  const text = errors.map((error) => `  - ${error}`).join('\n');
  if (!force) throw new Error(`${area}: this build cannot be mounted by the host:\n${text}\n(--force to do it anyway)`);
  console.warn(`areas: forced past:\n${text}`);
}

interface CanaryOptions {
  /** The share of sessions, in percent. */
  share: number;
  autoRollback: CanaryPointer['autoRollback'];
}

interface ReleaseOptions extends VetOptions {
  build: boolean;
  from?: string;
  label?: string;
  canary?: CanaryOptions;
}

/** Makes a stored release live: for everyone, or as a canary beside the stable release. */
function goLive(area: AreaName, pointer: AreaPointer, merchant: string | undefined, canary: CanaryOptions | undefined) {
  if (!canary) {
    pointArea(area, pointer, { merchant });
    recordReleaseEvent({ kind: 'release', area, version: pointer.version, merchant, by: 'operator' });
    return;
  }
  const registry = readRegistry();
  const since = new Date().toISOString();
  const { share, autoRollback } = canary;
  startCanary(registry, area, { ...pointer, share, since, autoRollback }, { merchant });
  writeRegistry(registry);
  const rule = autoRollback === false ? 'automatic rollback off' : undefined;
  recordReleaseEvent({ kind: 'canary', area, version: pointer.version, merchant, by: 'operator', reason: rule });
}

async function releaseArea(area: AreaName, options: ReleaseOptions): Promise<void> {
  const { build, from, label, merchant, force, canary } = options;
  const built = from || !build ? null : await buildArea(area);
  const distDir = from ? resolve(from) : (built ?? resolve(ROOT, `remote-${area}/dist`));
  try {
    vet(area, readManifestFile(distDir), { merchant, force });
    const { version, reused } = storeRelease(area, distDir, {
      label,
      releaseLabel: built ? process.env.PUBLIC_RELEASE_LABEL : undefined,
      // A build made elsewhere says nothing of this tree's commit.
      commit: from ? null : sourceCommit(),
      supplied: Boolean(from),
    });
    goLive(area, { version, manifest: releaseManifestUrl(cdnOrigin(), area, version) }, merchant, canary);
    const stored = reused ? 'has the files of a stored release, which is reused and' : 'released and';
    const share = canary ? ` for ${canary.share} % of sessions` : '';
    log(`${area} ${version} ${stored} live${share}${merchant ? ` for ${merchant}` : ''}`);
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
}

async function releaseHost(build: boolean): Promise<void> {
  if (build) await run('pnpm', ['--filter', './host', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  storeHost(resolve(ROOT, 'host/dist'));
  log('host published');
}

/** Makes the canary of an area its stable release. */
function promote(area: AreaName, merchant: string | undefined): void {
  const registry = readRegistry();
  const canary = promoteCanary(registry, area, { merchant });
  if (!canary) throw new Error(`${area} has no canary running${merchant ? ` for ${merchant}` : ''} to promote.`);
  writeRegistry(registry);
  recordReleaseEvent({ kind: 'promote', area, version: canary.version, merchant, by: 'operator' });
  log(`${area} ${canary.version} is the stable release${merchant ? ` for ${merchant}` : ''}`);
}

function rollback(area: AreaName, version: string | undefined, merchant: string | undefined): void {
  const registry = readRegistry();
  if (!version) {
    const dropped = dropCanary(registry, area, { merchant });
    if (dropped) {
      writeRegistry(registry);
      const reason = 'canary dropped';
      recordReleaseEvent({ kind: 'rollback', area, version: dropped.version, merchant, by: 'operator', reason });
      log(`${area} canary ${dropped.version} dropped: every session gets the stable release at its next load`);
      return;
    }
  }
  const releases = listReleases(area);
  const live = (merchant ? registry.merchants[merchant]?.areas[area] : undefined) ?? registry.areas[area];
  let target: StoredRelease | undefined;
  if (version) target = findRelease(area, releases, version);
  else {
    const index = releases.findIndex((release) => release.version === live?.version);
    target = index > 0 ? releases[index - 1] : undefined;
    if (!target) throw new Error(`${area} ${live?.version ?? '(none)'} has no earlier release to roll back to.`);
  }
  const pointer = { version: target.version, manifest: releaseManifestUrl(cdnOrigin(), area, target.version) };
  pointArea(area, pointer, { merchant });
  recordReleaseEvent({ kind: 'rollback', area, version: target.version, merchant, by: 'operator' });
  log(`${area} now points at ${target.version}${merchant ? ` for ${merchant}` : ''}`);
}

async function pointMerchant(area: AreaName, url: string | undefined, merchant: string | undefined, force: boolean) {
  if (!merchant) throw new Error('use needs --merchant CODE: it points one merchant at another build.');
  if (!url) throw new Error('use needs the URL of an mf-manifest.json, or default.');
  if (url === 'default') {
    pointArea(area, null, { merchant });
    log(`${merchant}'s ${area} is the default release again`);
    return;
  }
  const problem = manifestUrlProblem(url);
  if (problem) throw new Error(`"${url}" ${problem}.`);
  let manifest: BuildManifest | undefined;
  try {
    manifest = await readManifestUrl(url);
  } catch (error) {
    if (!force) throw new Error(`${error instanceof Error ? error.message : error} (--force to point at it anyway)`);
  }
  if (manifest) vet(area, manifest, { merchant, force });
  pointArea(area, { version: pointerVersionOf(area, url, cdnOrigin()), manifest: url }, { merchant });
  log(`${merchant}'s ${area} now points at ${url}`);
}

function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merchant: { type: 'string' },
      label: { type: 'string' },
      from: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      canary: { type: 'string' },
      'rollback-after': { type: 'string' },
      'rollback-margin': { type: 'string' },
      'no-auto-rollback': { type: 'boolean', default: false },
      minutes: { type: 'string' },
      api: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

/** A whole number option between bounds, or undefined when not given. */
function numberOption(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max) {
    throw new Error(`--${name} must be a number from ${min} to ${max}.`);
  }
  return number;
}

function canaryOptions(values: ReturnType<typeof parseCommandLine>['values']): CanaryOptions | undefined {
  const share = numberOption(values.canary, 'canary', 1, 99);
  const minSessions = numberOption(values['rollback-after'], 'rollback-after', 1, 1_000_000);
  const marginPoints = numberOption(values['rollback-margin'], 'rollback-margin', 0, 100);
  if (share === undefined) {
    if (minSessions !== undefined || marginPoints !== undefined || values['no-auto-rollback']) {
      throw new Error('--rollback-after, --rollback-margin and --no-auto-rollback are for a --canary release.');
    }
    return undefined;
  }
  if (values['no-auto-rollback']) return { share, autoRollback: false };
  if (minSessions === undefined && marginPoints === undefined) return { share, autoRollback: undefined };
  return {
    share,
    autoRollback: {
      minSessions: minSessions ?? DEFAULT_CANARY_MIN_SESSIONS,
      marginPoints: marginPoints ?? DEFAULT_CANARY_MARGIN_POINTS,
    },
  };
}

async function main(argv: string[]): Promise<void> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [verb, ...rest] = positionals;
  const { merchant, label, from, force } = values;
  const build = !values['no-build'];
  switch (values.help ? 'help' : verb) {
    case 'release': {
      const canary = canaryOptions(values);
      if (values.all) {
        if (from) throw new Error('--from releases one area: name it instead of --all.');
        for (const area of AREA_NAMES) await releaseArea(area, { build, label, merchant, force, canary });
      } else await releaseArea(areaArg(rest[0]), { build, from, label, merchant, force, canary });
      return;
    }
    case 'promote':
      return promote(areaArg(rest[0]), merchant);
    case 'nginx':
      log(`nginx configuration written: ${writeNginxSite(values.out)}`);
      return;
    case 'health':
      return printHealth(values.api ?? apiOrigin(), numberOption(values.minutes, 'minutes', 1, 24 * 60) ?? 60);

    case 'host':
      return releaseHost(build);
    case 'rollback':
      return rollback(areaArg(rest[0]), rest[1], merchant);
    case 'use':
      return pointMerchant(areaArg(rest[0]), rest[1], merchant, force);
    case 'list':
      return printList();
    case 'diff':
      return printDiff(areaArg(rest[0]), rest[1], rest[2]);
    default:
      console.log(USAGE);
      if (verb && verb !== 'help') process.exitCode = 1;
  }
}

/** The verbs that change the registry or the host: an nginx configuration of the store follows them. */
const CHANGES = new Set(['release', 'promote', 'rollback', 'use', 'host']);

const argv = process.argv.slice(2);
main(argv)
  .then(() => {
    if (CHANGES.has(argv.find((arg) => !arg.startsWith('-')) ?? '') && refreshNginxSite()) {
      log('nginx configuration of the store written again');
    }
  })
  .catch((error: unknown) => {
    console.error(`areas: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
