import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { readBuildManifest, type BuildManifest } from '@platform/shared/registry';
import { ROOT } from './paths';
import { MANIFEST_FILE } from './release-files';

/** The mf-manifest.json of a build folder. */
export function readManifestFile(distDir: string): BuildManifest {
  const file = resolve(distDir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(`${relative(ROOT, distDir) || distDir} has no ${MANIFEST_FILE}: is it an area's build?`);
  }
  try {
    return readBuildManifest(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new Error(`${file} is not JSON`);
  }
}

const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : error.message;
};

/** Fetches a build's mf-manifest.json, giving up after a few seconds. */
export async function readManifestUrl(url: string, timeoutMs = 5000): Promise<BuildManifest> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`${url} could not be read: ${reasonOf(error)}`);
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  try {
    return readBuildManifest(await response.json());
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}
