// The host page's early fetches: what the page will ask for first, named in its <head> so the
// browser fetches it while the host's own script is still on its way. The area part is worked out
// from the live registry on each page request, so a release or a rollback changes it at once.
import { API_BASE, PATHS } from '@platform/shared/contract';
import {
  assignReleases,
  parseRemotesFile,
  pointerVersionOf,
  releaseManifestUrl,
  resolveMerchant,
  type AreaName,
} from '@platform/shared/registry';
import { startScript } from './start-script';

/** Where the host reads the registry (host/src/areas/remotes-file.ts). */
export const REMOTES_PATH = '/m/remotes.json';
/** The first API call of the page: the start-up settings. */
export const STARTUP_PATH = `${API_BASE}${PATHS.startup}`;

/** The area page a route renders, as the host's route table names it. */
export interface RoutePage {
  area: AreaName;
  module: string;
}

/**
 * One early fetch. Every one but the host's own chunks is made in CORS mode without credentials (`crossorigin="anonymous"`),
 * as the page's own requests are: the host's `fetch()` of the registry, its start-up call, the
 * runtime's manifest fetch, and the area scripts and styles added with `crossOrigin = 'anonymous'`;
 * a preload in another mode would be fetched a second time.
 */
export interface PreloadLink {
  rel: 'preconnect' | 'preload';
  href: string;
  as?: 'fetch' | 'script' | 'style';
  /**
   * One of the host's own scripts, which its page adds without `crossOrigin` and deferred or async:
   * preloaded in that mode and at the low priority the page's own request has, so the two match
   * and the early fetch does not hold up the page's first paint.
   */
  hostScript?: true;
}

export interface PreloadInput {
  /** remotes.json as read from the release store, unparsed. */
  registry: unknown;
  /** The host name the page was asked for: it picks the merchant. */
  hostname: string;
  /** The area page of the requested route, or null for a route no area renders. */
  page: RoutePage | null;
  /** The CDN the release store serves its releases from. */
  cdnOrigin: string;
  /** The parsed mf-manifest.json of a stored release, or null when it cannot be read. */
  storedManifest: (area: AreaName, version: string) => unknown;
  /** The host's own start-up scripts (hostAssets): what the page runs first, so named first. */
  host?: readonly PreloadLink[];
  /** The browser's session id (its cookie): it picks the side of each canary, as the host will. */
  sessionId?: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The folder a build's files are relative to: its own folder when built with `publicPath: 'auto'`. */
function publicPathOf(metaData: Record<string, unknown>, manifestUrl: string): string | null {
  const publicPath = metaData.publicPath;
  if (publicPath === undefined || publicPath === 'auto') return new URL('.', manifestUrl).href;
  if (typeof publicPath !== 'string') return null;
  try {
    return new URL(publicPath, manifestUrl).href;
  } catch {
    return null;
  }
}

/**
 * What an area page needs before it can render, from its build's mf-manifest.json: the remote
 * entry and the exposed module's synchronous chunks, then its synchronous styles. Only files inside
 * the release's folder are named, which is what the page's script-src allows.
 */
export function pageAssets(manifest: unknown, manifestUrl: string, module: string): PreloadLink[] {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return [];
  const base = publicPathOf(manifest.metaData, manifestUrl);
  if (!base) return [];
  const scripts: string[] = [];
  const entry = manifest.metaData.remoteEntry;
  if (isRecord(entry) && typeof entry.name === 'string') {
    const folder = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
    scripts.push(`${folder}${entry.name}`);
  }
  const expose = (Array.isArray(manifest.exposes) ? manifest.exposes : [])
    .filter(isRecord)
    .find((candidate) => candidate.name === module || candidate.path === `./${module}`);
  const assets = isRecord(expose?.assets) ? expose.assets : {};
  const sync = (kind: 'js' | 'css') => {
    const files = assets[kind];
    return isRecord(files) ? strings(files.sync) : [];
  };
  scripts.push(...sync('js'));
  const release = new URL('.', manifestUrl).href;
  const inRelease = (names: string[]) =>
    [...new Set(names.map((name) => new URL(name, base).href))].filter((url) => url.startsWith(release));
  return [
    ...inRelease(scripts).map((href): PreloadLink => ({ rel: 'preload', href, as: 'script' })),
    ...inRelease(sync('css')).map((href): PreloadLink => ({ rel: 'preload', href, as: 'style' })),
  ];
}

/** The host's start-up chunk group (host/src/index.ts), as its build's load graph names it. */
export const HOST_START_GROUP = 'bootstrap';

/**
 * The host's own start-up scripts, as its build recorded them in load-graph.json (`startup`: its
 * entry, its start-up chunk group and the chunks of the singletons those consume); a build that
 * did not record them gives its entry and start-up group. Without them in the page, the browser
 * finds these in three rounds, each waiting for the one before, and fetches the entry, a deferred
 * script, after every preload. Nothing else is named: a preload the page never uses costs bytes
 * and a console warning.
 */
export function hostAssets(loadGraph: unknown, manifest: unknown): PreloadLink[] {
  if (!isRecord(loadGraph) || !isRecord(loadGraph.groups) || !isRecord(manifest) || !isRecord(manifest.metaData))
    return [];
  const publicPath = manifest.metaData.publicPath;
  // Only a build served from its own site's root folder: these preloads carry no CORS mode.
  if (typeof publicPath !== 'string' || !publicPath.startsWith('/') || publicPath.startsWith('//')) return [];
  const recorded = Array.isArray(loadGraph.startup)
    ? strings(loadGraph.startup)
    : [...strings(loadGraph.entry), ...strings(loadGraph.groups[HOST_START_GROUP])];
  const files = recorded.filter((file) => !file.startsWith('/') && !file.includes('..') && !/^[a-z]+:/i.test(file));
  return [...new Set(files)].map((file): PreloadLink => ({
    rel: 'preload',
    href: `${publicPath.replace(/\/*$/, '/')}${file}`,
    as: 'script',
    hostScript: true,
  }));
}

/** The merchant served at a host name and the area releases live for it, or null for a broken registry. */
export function merchantAt(registry: unknown, hostname: string): ReturnType<typeof resolveMerchant> | null {
  try {
    return resolveMerchant(parseRemotesFile(registry), hostname);
  } catch {
    return null;
  }
}

/**
 * The early fetches of a host page: a connection to the CDN, the registry, the start-up settings,
 * and for a route an area renders, that area's live manifest, remote entry, first chunks and styles. A
 * registry the host could not start from gives only the first two; the page then reports it as it
 * always has.
 *
 * The start-up settings are preloaded without the page's Merchant header, which a preload cannot
 * send; the server answers such a request for the merchant of the host name (see serve.ts), which
 * is the merchant the page itself picks from the same registry.
 */
export function preloadLinks({
  registry,
  hostname,
  page,
  cdnOrigin,
  storedManifest,
  host = [],
  sessionId = null,
}: PreloadInput): PreloadLink[] {
  const links: PreloadLink[] = [
    { rel: 'preconnect', href: new URL(cdnOrigin).origin },
    { rel: 'preload', href: REMOTES_PATH, as: 'fetch' },
  ];
  const merchant = merchantAt(registry, hostname);
  if (!merchant) return [...links, ...host];
  links.push({ rel: 'preload', href: STARTUP_PATH, as: 'fetch' }, ...host);
  // The release this session gets, stable or canary: the one the host will load.
  const pointer = page && !merchant.invalid[page.area] ? assignReleases(merchant.areas, sessionId)[page.area] : null;
  if (!page || !pointer) return links;
  const origin = new URL(pointer.manifest).origin;
  if (origin !== links[0]?.href) links.push({ rel: 'preconnect', href: origin });
  links.push({ rel: 'preload', href: pointer.manifest, as: 'fetch' });
  // A build that lives elsewhere (a merchant's own) is not in the store to be read.
  const stored =
    pointerVersionOf(page.area, pointer.manifest, cdnOrigin) === pointer.version &&
    releaseManifestUrl(cdnOrigin, page.area, pointer.version) === pointer.manifest;
  if (!stored) return links;
  return [...links, ...pageAssets(storedManifest(page.area, pointer.version), pointer.manifest, page.module)];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The links as tags for the page's <head>. */
export function renderLinks(links: readonly PreloadLink[]): string {
  return links
    .map(({ rel, href, as, hostScript }) => {
      const type = as ? ` as="${as}"` : '';
      const mode = hostScript ? ' fetchpriority="low"' : ' crossorigin="anonymous"';
      return `<link rel="${rel}" href="${escapeAttribute(href)}"${type}${mode} />`;
    })
    .join('');
}

/**
 * The host page with its early fetches after the character set, which must stay in the page's first
 * bytes, and before the host's own scripts and styles; the host's deferred scripts are handed to the
 * start script (START_SCRIPT), which adds them after the first paint.
 */
export function withLinks(html: string, links: readonly PreloadLink[]): string {
  const start = startScript(html);
  const anchor = /<meta charset[^>]*>/i.exec(start.html) ?? /<head[^>]*>/i.exec(start.html);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return `${start.html.slice(0, at)}${renderLinks(links)}${start.head}${start.html.slice(at)}`;
}
