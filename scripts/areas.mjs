// Operators' command: release, roll back, swap and list areas. It edits the release store and the
// registry (remotes.json) only; the next page load follows, with no rebuild and no restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkBuild, hostSharedVersion } from './lib/manifest-check.mjs';
import { AREAS, ROOT, cdnOrigin, storePaths } from './lib/paths.mjs';
import {
  listReleases,
  manifestUrl,
  pointArea,
  readRegistry,
  readStoredManifest,
  storeHost,
  storeRelease,
} from './lib/release-store.mjs';
import { readManifestFile, readManifestUrl } from './lib/read-manifest.mjs';
import { log, run } from './lib/run.mjs';

const USAGE = `Usage: npm run areas -- <verb> [...]
  release <area>|--all [--merchant CODE]   build an area alone, store it as a new immutable release and make it
          [--no-build | --from DIR]        live (for every merchant, or only CODE); --from stores a build made
          [--label L] [--force]            elsewhere (a merchant's); --label names the version; --force skips checks
  host [--no-build]                        build and publish the host
  rollback <area> [version] [--merchant CODE]
                                           point the area back to the release before the live one (or VERSION)
  use <area> <manifest-url>|default --merchant CODE [--force]
                                           point one merchant's area at another build (default: drop the override)
  list                                     what is live for each merchant, and the stored releases`;

function option(args, name) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value.`);
  args.splice(index, 2);
  return value;
}

function flag(args, name) {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
}

function checkArea(area) {
  if (!AREAS.includes(area)) throw new Error(`Unknown area "${area ?? ''}". Areas: ${AREAS.join(', ')}.`);
  return area;
}

/** The manifest of the release live for everyone, when it is a stored one. */
function liveManifest(area) {
  const live = readRegistry().areas[area];
  return live ? readStoredManifest(area, live.version) : null;
}

/** Stops on a build the host could not mount, unless forced; prints the warnings. */
function vet(area, manifest, { merchant, force }) {
  const { errors, warnings } = checkBuild(area, manifest, {
    reference: liveManifest(area),
    strictExposes: Boolean(merchant),
    sharedVersion: hostSharedVersion(),
  });
  for (const warning of warnings) console.warn(`areas: warning: ${area} ${warning}.`);
  if (errors.length === 0) return;
  const text = errors.map((error) => `  - ${error}`).join('\n');
  if (!force) throw new Error(`${area}: this build cannot be mounted by the host:\n${text}\n(--force to do it anyway)`);
  console.warn(`areas: forced past:\n${text}`);
}

/** Builds the area alone, into a scratch folder so the working tree's dist/ is left as it was. */
async function buildArea(area) {
  const out = mkdtempSync(join(tmpdir(), `release-${area}-`));
  await run('pnpm', ['--filter', `./remote-${area}`, 'run', 'build'], {
    env: { ...process.env, AREA_DIST_DIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}

export async function releaseArea(area, { build = true, from, label, merchant, force = false } = {}) {
  checkArea(area);
  const built = from || !build ? null : await buildArea(area);
  const distDir = from ? resolve(from) : (built ?? resolve(ROOT, `remote-${area}/dist`));
  try {
    vet(area, readManifestFile(distDir), { merchant, force });
    const releaseLabel = built ? process.env.PUBLIC_RELEASE_LABEL : undefined;
    const version = storeRelease(area, distDir, { label, releaseLabel });
    pointArea(area, { version, manifest: manifestUrl(area, version) }, { merchant });
    log(`${area} ${version} released and live${merchant ? ` for ${merchant}` : ''}`);
    return version;
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
}

export async function releaseHost({ build = true } = {}) {
  if (build) await run('pnpm', ['--filter', './host', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  storeHost(resolve(ROOT, 'host/dist'));
  log('host published');
}

function rollback(area, version, merchant) {
  checkArea(area);
  const releases = listReleases(area);
  const registry = readRegistry();
  const live = (merchant ? registry.merchants[merchant]?.areas[area] : undefined) ?? registry.areas[area];
  let target;
  if (version) {
    target = releases.find((release) => release.version === version);
    if (!target)
      throw new Error(
        `${area} has no stored release ${version}. Stored: ${releases.map((r) => r.version).join(', ') || 'none'}.`,
      );
  } else {
    const index = releases.findIndex((release) => release.version === live?.version);
    target = index > 0 ? releases[index - 1] : undefined;
    if (!target) throw new Error(`${area} ${live?.version ?? '(none)'} has no earlier release to roll back to.`);
  }
  pointArea(area, { version: target.version, manifest: manifestUrl(area, target.version) }, { merchant });
  log(`${area} now points at ${target.version}${merchant ? ` for ${merchant}` : ''}`);
}

/** The registry's name for a manifest URL: the stored release it is, or where it lives. */
function versionOfUrl(area, parsed) {
  const stored = new RegExp(`^/${area}/([^/]+)/mf-manifest\\.json$`).exec(parsed.pathname);
  if (parsed.origin === cdnOrigin() && stored?.[1]) return stored[1];
  return `external:${parsed.host}${parsed.pathname}`;
}

async function pointMerchant(area, url, merchant, force) {
  checkArea(area);
  if (!merchant) throw new Error('use needs --merchant CODE: it points one merchant at another build.');
  if (url === 'default') {
    pointArea(area, null, { merchant });
    log(`${merchant}'s ${area} is the default release again`);
    return;
  }
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`"${url}" is not an absolute URL of an mf-manifest.json.`);
  }
  if (!/^https?:$/.test(parsed.protocol) || !parsed.pathname.endsWith('.json')) {
    throw new Error(`"${url}" must be an http(s) URL of an mf-manifest.json.`);
  }
  let manifest;
  try {
    manifest = await readManifestUrl(url);
  } catch (error) {
    if (!force) throw new Error(`${error.message} (--force to point at it anyway)`);
  }
  if (manifest) vet(area, manifest, { merchant, force });
  pointArea(area, { version: versionOfUrl(area, parsed), manifest: url }, { merchant });
  log(`${merchant}'s ${area} now points at ${url}`);
}

function list() {
  const registry = readRegistry();
  const liveVersions = new Set();
  console.log(`Registry: ${storePaths().registry}`);
  console.log(`\nLive for every merchant (default ${registry.defaultMerchant}):`);
  for (const area of AREAS) {
    const pointer = registry.areas[area];
    if (pointer) liveVersions.add(`${area}/${pointer.version}`);
    console.log(`  ${area.padEnd(9)} ${pointer?.version ?? '(not released)'}`);
  }
  for (const [code, entry] of Object.entries(registry.merchants)) {
    const overrides = Object.entries(entry.areas);
    console.log(
      `\nMerchant ${code} (${entry.hostnames.join(', ') || 'no host names'}): ${overrides.length ? '' : 'uses the defaults'}`,
    );
    for (const [area, pointer] of overrides) {
      liveVersions.add(`${area}/${pointer.version}`);
      console.log(`  ${area.padEnd(9)} ${pointer.version}  ${pointer.manifest}`);
    }
  }
  console.log('\nStored releases (oldest first; * is live somewhere):');
  for (const area of AREAS) {
    const releases = listReleases(area);
    if (releases.length === 0) console.log(`  ${area.padEnd(9)} none`);
    for (const release of releases) {
      const live = liveVersions.has(`${area}/${release.version}`) ? '*' : ' ';
      const shared = release.sharedRange ? `shared ${release.sharedRange}` : '';
      const badge = release.releaseLabel ? `  label "${release.releaseLabel}"` : '';
      console.log(`  ${area.padEnd(9)} ${live} ${release.version.padEnd(22)} ${release.releasedAt}  ${shared}${badge}`);
    }
  }
}

async function main(argv) {
  const args = [...argv];
  const verb = args.shift();
  const merchant = option(args, '--merchant');
  const label = option(args, '--label');
  const from = option(args, '--from');
  const build = !flag(args, '--no-build');
  const force = flag(args, '--force');
  switch (verb) {
    case 'release':
      if (flag(args, '--all')) {
        if (from) throw new Error('--from releases one area: name it instead of --all.');
        for (const area of AREAS) await releaseArea(area, { build, label, merchant, force });
      } else await releaseArea(args[0], { build, from, label, merchant, force });
      return;
    case 'host':
      return releaseHost({ build });
    case 'rollback':
      return rollback(args[0], args[1], merchant);
    case 'use':
      return pointMerchant(args[0], args[1], merchant, force);
    case 'list':
      return list();
    default:
      console.log(USAGE);
      if (verb && verb !== 'help') process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`areas: ${error.message}`);
    process.exit(1);
  });
}
