// The read-only reports of `npm run areas`: `list` (what is live, what is stored, what happened) and
// `diff` (which files two releases differ in). They read the registry and the store and change nothing.
import { AREA_NAMES, canaryRule, type AreaName, type AreaPointer, type CanaryPointer } from '@platform/shared/registry';
import { storePaths } from './paths';
import { changeCount, compareFiles } from './release-files';
import {
  findRelease,
  listReleases,
  readRegistry,
  readReleaseHistory,
  releaseDigests,
  type StoredRelease,
} from './release-store';

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

/** A canary as the list shows it: its release, share, start and automatic rollback. */
function describeCanary(canary: CanaryPointer): string {
  const rule = canaryRule(canary);
  const auto = rule
    ? `auto-rollback after ${rule.minSessions} sessions at ${rule.marginPoints} points worse`
    : 'auto-rollback off';
  return `canary ${canary.version} for ${canary.share} % of sessions since ${when(canary.since)} (${auto})`;
}

const when = (iso: string) => iso.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC');

function printHistory(): void {
  const history = readReleaseHistory().slice(-12);
  console.log('\nRelease history (latest last):');
  if (history.length === 0) console.log('  none recorded');
  for (const event of history) {
    const scope = event.merchant ? ` for ${event.merchant}` : '';
    const reason = event.reason ? `: ${event.reason}` : '';
    const line = `${event.kind.padEnd(13)} ${event.area.padEnd(9)} ${event.version}${scope} (${event.by})${reason}`;
    console.log(`  ${when(event.at)}  ${line}`);
  }
}

/** `areas list`: what is live for each merchant, every stored release and the latest release events. */
export function printList(): void {
  const registry = readRegistry();
  const liveVersions = new Set<string>();
  const markLive = (area: string, pointer: AreaPointer) => {
    liveVersions.add(`${area}/${pointer.version}`);
    if (pointer.canary) liveVersions.add(`${area}/${pointer.canary.version}`);
  };
  console.log(`Registry: ${storePaths().registry}`);
  console.log(`\nLive for every merchant (default ${registry.defaultMerchant}):`);
  for (const area of AREA_NAMES) {
    const pointer = registry.areas[area];
    if (pointer) markLive(area, pointer);
    const canary = pointer?.canary ? `  ${describeCanary(pointer.canary)}` : '';
    console.log(`  ${area.padEnd(9)} ${pointer?.version ?? '(not released)'}${canary}`);
  }
  for (const [code, entry] of Object.entries(registry.merchants)) {
    const overrides = Object.entries(entry.areas);
    const hostnames = entry.hostnames.join(', ') || 'no host names';
    console.log(`\nMerchant ${code} (${hostnames}): ${overrides.length ? '' : 'uses the defaults'}`);
    for (const [area, pointer] of overrides) {
      markLive(area, pointer);
      const canary = pointer.canary ? `  ${describeCanary(pointer.canary)}` : '';
      console.log(`  ${area.padEnd(9)} ${pointer.version}  ${pointer.manifest}${canary}`);
    }
  }
  console.log('\nStored releases (oldest first; * is live somewhere):');
  for (const area of AREA_NAMES) {
    const releases = listReleases(area);
    if (releases.length === 0) console.log(`  ${area.padEnd(9)} none`);
    const live = releases.find((release) => release.version === registry.areas[area]?.version);
    for (const release of releases) {
      const marker = liveVersions.has(`${area}/${release.version}`) ? '*' : ' ';
      const releasedAt = when(release.releasedAt);
      const notes = [
        describeSource(release),
        describeAgainstLive(area, release, live),
        release.sharedRange ? `shared ${release.sharedRange}` : '',
        release.releaseLabel ? `label "${release.releaseLabel}"` : '',
      ].filter(Boolean);
      console.log(`  ${area.padEnd(9)} ${marker} ${release.version.padEnd(22)} ${releasedAt}  ${notes.join('  ·  ')}`);
    }
  }
  printHistory();
}

/** `areas diff`: which files two stored releases (or the live one) differ in. */
export function printDiff(area: AreaName, from: string | undefined, to: string | undefined): void {
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
