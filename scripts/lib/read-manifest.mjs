import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ROOT } from './paths.mjs';

/** The mf-manifest.json of a build folder. */
export function readManifestFile(distDir) {
  const file = resolve(distDir, 'mf-manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${relative(ROOT, distDir) || distDir} has no mf-manifest.json: is it an area's build?`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Fetches a build's mf-manifest.json, giving up after a few seconds. */
export async function readManifestUrl(url, timeoutMs = 5000) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`${url} could not be read: ${error.cause?.code ?? error.message}`);
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}
