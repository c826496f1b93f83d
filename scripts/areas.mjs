// Operators' command: release, roll back, swap and list areas. It edits the release store and the
// registry (remotes.json) only; the next page load follows, with no rebuild and no restart.
import { resolve } from 'node:path';
import { AREAS, ROOT, storePaths } from './lib/paths.mjs';
import { listReleases, manifestUrl, pointArea, readRegistry, storeHost, storeRelease } from './lib/release-store.mjs';
import { log, run } from './lib/run.mjs';

const USAGE = `Usage: npm run areas -- <verb> [...]
  release <area>|--all [--no-build] [--label L]   build an area alone and store it as a new immutable release, then make it live
  host [--no-build]                                build and publish the host
  rollback <area> [version] [--merchant CODE]      point the area back to the previous release (or to VERSION)
  use <area> <manifest-url> --merchant CODE        point one merchant's area at another build
  list                                             what is live for each merchant, and the stored releases`;

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

export async function releaseArea(area, { build = true, label } = {}) {
  checkArea(area);
  if (build)
    await run('pnpm', ['--filter', `./remote-${area}`, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const version = storeRelease(area, resolve(ROOT, `remote-${area}/dist`), { label });
  pointArea(area, { version, manifest: manifestUrl(area, version) });
  log(`${area} ${version} released and live`);
  return version;
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

function pointMerchant(area, url, merchant) {
  checkArea(area);
  if (!merchant) throw new Error('use needs --merchant CODE: it points one merchant at another build.');
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`"${url}" is not an absolute URL of an mf-manifest.json.`);
  }
  if (!parsed.pathname.endsWith('.json')) throw new Error(`"${url}" must point to an mf-manifest.json.`);
  pointArea(area, { version: `external:${parsed.host}${parsed.pathname}`, manifest: url }, { merchant });
  log(`${merchant}'s ${area} now points at ${url}`);
}

function list() {
  const registry = readRegistry();
  console.log(`Registry: ${storePaths().registry}`);
  console.log(`\nLive for every merchant (default ${registry.defaultMerchant}):`);
  for (const area of AREAS) console.log(`  ${area.padEnd(9)} ${registry.areas[area]?.version ?? '(not released)'}`);
  for (const [code, entry] of Object.entries(registry.merchants)) {
    const overrides = Object.entries(entry.areas);
    console.log(
      `\nMerchant ${code} (${entry.hostnames.join(', ') || 'no host names'}): ${overrides.length ? '' : 'uses the defaults'}`,
    );
    for (const [area, pointer] of overrides) console.log(`  ${area.padEnd(9)} ${pointer.version}  ${pointer.manifest}`);
  }
  console.log('\nStored releases (oldest first):');
  for (const area of AREAS) {
    const releases = listReleases(area);
    console.log(`  ${area.padEnd(9)} ${releases.map((r) => r.version).join(', ') || 'none'}`);
  }
}

async function main(argv) {
  const args = [...argv];
  const verb = args.shift();
  const merchant = option(args, '--merchant');
  const label = option(args, '--label');
  const build = !flag(args, '--no-build');
  switch (verb) {
    case 'release':
      if (flag(args, '--all')) {
        for (const area of AREAS) await releaseArea(area, { build, label });
      } else await releaseArea(args[0], { build, label });
      return;
    case 'host':
      return releaseHost({ build });
    case 'rollback':
      return rollback(args[0], args[1], merchant);
    case 'use':
      return pointMerchant(args[0], args[1], merchant);
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
