// What a release is made of: the files a browser can receive from it, a digest of each, and the
// fingerprint of them all that names the release. The same source must give the same release, so
// what a tool writes in a different order from one build to the next does not count: the build's
// own report (mf-stats.json) is left out, and the manifest is read with its keys and lists sorted.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export const MANIFEST_FILE = 'mf-manifest.json';
/** The release store's record of a release, kept beside its files and never served. */
export const RELEASE_INFO_FILE = 'release.json';
const BUILD_REPORTS = new Set(['mf-stats.json']);

/** File path (relative, with `/`) → digest of what a browser receives. */
export type FileDigests = Record<string, string>;

/** The files of a build or a stored release that belong to the release, relative to it, sorted. */
export function releaseFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => String(name))
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split(sep).join('/'))
    .filter((name) => !BUILD_REPORTS.has(name) && name !== RELEASE_INFO_FILE)
    .sort();
}

/** JSON with object keys and list items in one order, whatever order a tool wrote them in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).sort().join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** A digest of each file of the release in a folder; the manifest's is of its canonical form. */
export function fileDigests(dir: string): FileDigests {
  const digests: FileDigests = {};
  for (const name of releaseFiles(dir)) {
    const content = readFileSync(join(dir, name));
    digests[name] = sha256(name === MANIFEST_FILE ? canonicalJson(JSON.parse(content.toString('utf8'))) : content);
  }
  return digests;
}

/** The short hash that names a release: the same files give the same fingerprint. */
export function fingerprint(digests: FileDigests): string {
  const lines = Object.keys(digests)
    .sort()
    .map((name) => `${name}\n${digests[name]}\n`);
  return sha256(lines.join('')).slice(0, 10);
}

export interface FileChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

/** Which files two releases differ in. */
export function compareFiles(from: FileDigests, to: FileDigests): FileChanges {
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return {
    added: names.filter((name) => from[name] === undefined),
    removed: names.filter((name) => to[name] === undefined),
    changed: names.filter((name) => from[name] !== undefined && to[name] !== undefined && from[name] !== to[name]),
  };
}

export function changeCount({ added, removed, changed }: FileChanges): number {
  return added.length + removed.length + changed.length;
}
