// Operators' command: release, roll back, swap, list and compare areas. It edits the release store
// and the registry (remotes.json) only; the next page load follows, with no rebuild and no restart.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AREA_NAMES,
  checkBuild,
  isAreaName,
  manifestUrlProblem,
  pointerVersionOf,
  releaseManifestUrl,
  unknownAreaMessage,
  type AreaName,
  type BuildManifest,
} from '@platform/shared/registry';
import { buildArea } from './lib/build';
import { ROOT, cdnOrigin, storePaths } from './lib/paths';
import { readManifestFile, readManifestUrl } from './lib/read-manifest';
import { changeCount, compareFiles } from './lib/release-files';
import {
  hostShared,
  listReleases,
  pointArea,
  readRegistry,
  readStoredManifest,
  releaseDigests,
  sourceCommit,
  storeHost,
  storeRelease,
  type StoredRelease,
} from './lib/release-store';
import { log, run } from './lib/run';

const USAGE = `Usage: npm run areas -- <verb> [...]
  release <area>|--all [--merchant CODE]   build an area alone, store it as a new immutable release and make it
          [--no-build | --from DIR]        live (for every merchant, or only CODE); --from stores a build made
          [--label L] [--force]            elsewhere (a merchant's); --label names the version; --force skips checks
  host [--no-build]                        build and publish the host (publish it before areas that need its shared)
  rollback <area> [version] [--merchant CODE]
                                           point the area back to the release before the live one (or VERSION)
  use <area> <manifest-url>|default --merchant CODE [--force]
                                           point one merchant's area at another build (default: drop the override)
  list                                     what is live for each merchant, and every stored release: when, from
                                           which commit, and whether its files are the live release's
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

interface ReleaseOptions extends VetOptions {
  build: boolean;
  from?: string;
  label?: string;
}

async function releaseArea(area: AreaName, { build, from, label, merchant, force }: ReleaseOptions): Promise<void> {
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
    pointArea(area, { version, manifest: releaseManifestUrl(cdnOrigin(), area, version) }, { merchant });
    const stored = reused ? 'has the files of a stored release, which is reused and' : 'released and';
    log(`${area} ${version} ${stored} live${merchant ? ` for ${merchant}` : ''}`);
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
}

async function releaseHost(build: boolean): Promise<void> {
  if (build) await run('pnpm', ['--filter', './host', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  storeHost(resolve(ROOT, 'host/dist'));
  log('host published');
}

function findRelease(area: AreaName, releases: StoredRelease[], version: string): StoredRelease {
  const found = releases.find((release) => release.version === version);
  if (found) return found;
  const stored = releases.map((release) => release.version).join(', ') || 'none';
  throw new Error(`${area} has no stored release ${version}. Stored: ${stored}.`);
}

function rollback(area: AreaName, version: string | undefined, merchant: string | undefined): void {
  const releases = listReleases(area);
  const registry = readRegistry();
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

function describeSource(release: StoredRelease): string {
  if (release.supplied) return 'built elsewhere';
  if (release.commit === undefined) return 'commit not recorded';
  if (release.commit === null) return 'no git commit';
  return `commit ${release.commit.id.slice(0, 10)}${release.commit.modified ? ' with uncommitted changes' : ''}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** How a release's files compare with those of the release live for everyone. */
function describeAgainstLive(area: AreaName, release: StoredRelease, live: StoredRelease | undefined): string {
  if (!live) return 'the live release is not stored here';
  if (release.version === live.version) return 'the live release';
  const changes = changeCount(compareFiles(releaseDigests(area, live), releaseDigests(area, release)));
  return changes === 0 ? 'same files as live' : `${plural(changes, 'file')} differ from live`;
}

function list(): void {
  const registry = readRegistry();
  const liveVersions = new Set<string>();
  console.log(`Registry: ${storePaths().registry}`);
  console.log(`\nLive for every merchant (default ${registry.defaultMerchant}):`);
  for (const area of AREA_NAMES) {
    const pointer = registry.areas[area];
    if (pointer) liveVersions.add(`${area}/${pointer.version}`);
    console.log(`  ${area.padEnd(9)} ${pointer?.version ?? '(not released)'}`);
  }
  for (const [code, entry] of Object.entries(registry.merchants)) {
    const overrides = Object.entries(entry.areas);
    const hostnames = entry.hostnames.join(', ') || 'no host names';
    console.log(`\nMerchant ${code} (${hostnames}): ${overrides.length ? '' : 'uses the defaults'}`);
    for (const [area, pointer] of overrides) {
      liveVersions.add(`${area}/${pointer.version}`);
      console.log(`  ${area.padEnd(9)} ${pointer.version}  ${pointer.manifest}`);
    }
  }
  console.log('\nStored releases (oldest first; * is live somewhere):');
  for (const area of AREA_NAMES) {
    const releases = listReleases(area);
    if (releases.length === 0) console.log(`  ${area.padEnd(9)} none`);
    const live = releases.find((release) => release.version === registry.areas[area]?.version);
    for (const release of releases) {
      const marker = liveVersions.has(`${area}/${release.version}`) ? '*' : ' ';
      const when = release.releasedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
      const notes = [
        describeSource(release),
        describeAgainstLive(area, release, live),
        release.sharedRange ? `shared ${release.sharedRange}` : '',
        release.releaseLabel ? `label "${release.releaseLabel}"` : '',
      ].filter(Boolean);
      console.log(`  ${area.padEnd(9)} ${marker} ${release.version.padEnd(22)} ${when}  ${notes.join('  ·  ')}`);
    }
  }
}

function diff(area: AreaName, from: string | undefined, to: string | undefined): void {
  if (!from || !to) throw new Error('diff needs two releases: diff <area> <version>|live <version>|live.');
  const releases = listReleases(area);
  const liveVersion = readRegistry().areas[area]?.version;
  const pick = (name: string) => {
    if (name !== 'live') return findRelease(area, releases, name);
    if (!liveVersion) throw new Error(`${area} has no live release.`);
    return findRelease(area, releases, liveVersion);
  };
  const [a, b] = [pick(from), pick(to)];
  const changes = compareFiles(releaseDigests(area, a), releaseDigests(area, b));
  const count = changeCount(changes);
  if (count === 0) {
    console.log(`${area} ${a.version} and ${b.version} have the same files.`);
    return;
  }
  console.log(`${area} ${a.version} → ${b.version}: ${plural(count, 'file')} differ`);
  for (const [kind, names] of Object.entries(changes)) {
    for (const name of names) console.log(`  ${kind.padEnd(8)} ${name}`);
  }
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
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
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
    case 'release':
      if (values.all) {
        if (from) throw new Error('--from releases one area: name it instead of --all.');
        for (const area of AREA_NAMES) await releaseArea(area, { build, label, merchant, force });
      } else await releaseArea(areaArg(rest[0]), { build, from, label, merchant, force });
      return;
    case 'host':
      return releaseHost(build);
    case 'rollback':
      return rollback(areaArg(rest[0]), rest[1], merchant);
    case 'use':
      return pointMerchant(areaArg(rest[0]), rest[1], merchant, force);
    case 'list':
      return list();
    case 'diff':
      return diff(areaArg(rest[0]), rest[1], rest[2]);
    default:
      console.log(USAGE);
      if (verb && verb !== 'help') process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`areas: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
