// The nginx configuration that serves the released site as the built-in server (serve.ts) does:
// the host page with its headers, the registry, the host's files, the /api proxy, the merchant by
// host name, and the release store's areas from the CDN port. What the built-in server works out
// per request from the registry (the page's policy, the merchant's host names) is written into the
// configuration, which `areas` writes again whenever the registry changes (see README, Operators).
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_BASE, HEADERS, MAX_UPLOAD_BODY_BYTES, PROMO_PATHS } from '@platform/shared/contract';
import { LANGUAGE_COOKIE } from '@platform/shared/config/languages';
import { LOAD_GRAPH_FILE } from '@platform/shared/mf';
import {
  parseRegistryDraft,
  SESSION_COOKIE,
  SESSION_COOKIE_ATTRIBUTES,
  SESSION_ID_PATTERN,
} from '@platform/shared/registry';
import { NO_FIRST_SCREEN_COOKIE } from './first-screens';
import { FIRST_SCREENS_DIR, firstScreenRoutes, writeFirstScreenPages } from './nginx-first-screens';
import { pageHeaders, registryJson } from './page-headers';
import { cdnOrigin, ports, storePaths, type StorePaths } from './paths';
import { hostAssets, preloadLinks, REMOTES_PATH, STARTUP_PATH, withLinks } from './preload-links';
import { MANIFEST_FILE, RELEASE_INFO_FILE } from './release-files';
import { AREA_PAGE_POLICY } from './site-headers';
import { API_BODY_LIMIT } from './static-server';

/** The content types the built-in server sends (static-server.ts); nginx adds the charset. */
const TYPES = `
    text/html html;
    text/javascript js mjs;
    text/css css;
    application/json json map;
    application/manifest+json webmanifest;
    image/svg+xml svg;
    image/png png;
    image/x-icon ico;
    font/woff2 woff2;
    text/plain txt;`;
const CHARSET_TYPES = 'text/javascript text/css application/json application/manifest+json text/plain';
const GZIP_TYPES = 'text/javascript text/css application/json application/manifest+json image/svg+xml text/plain';

/** A header value as an nginx string. */
const quote = (value: string) => `"${value.replace(/["\\$]/g, (char) => (char === '$' ? '${dollar}' : `\\${char}`))}"`;

const CDN_CORS = `
      add_header Access-Control-Allow-Origin "*" always;
      add_header Cross-Origin-Resource-Policy cross-origin always;
      add_header Timing-Allow-Origin "*" always;`;

/** The headers of a file, from the host's folder or the store's: cache rule by hashed name. */
const FILE_HEADERS = `
      add_header Cache-Control $file_cache;
      add_header X-Content-Type-Options nosniff;
      add_header Vary Accept-Encoding;`;

/** What the site is served as: its ports, the CDN origin pages name, and whether the API is in test mode. */
export interface NginxSettings {
  ports: { host: number; cdn: number; api: number };
  cdnOrigin: string;
  testMode: boolean;
}

export interface NginxInput extends NginxSettings {
  paths: StorePaths;
  /** Where the configuration, its page, logs and temporary files go. */
  dir: string;
  registry: unknown;
}

const SETTINGS_FILE = 'site.json';

/** The merchant of each host name the registry lists, for the start-up preload (see serve.ts). */
function merchantsByHost(registry: unknown): [string, string][] {
  try {
    const draft = parseRegistryDraft(registry);
    return Object.entries(draft.merchants).flatMap(([code, entry]) =>
      entry.hostnames.map((host): [string, string] => [host, code]),
    );
  } catch {
    return [];
  }
}

function apiProxy(apiPort: number, extra = '', bodyLimit = API_BODY_LIMIT): string {
  return `
      gzip off;
      proxy_pass http://127.0.0.1:${apiPort};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering off;
      proxy_request_buffering off;
      client_max_body_size ${bodyLimit};
      # Never sniffed; never stored when it answers a signed-in request (site-headers.ts).
      proxy_hide_header X-Content-Type-Options;
      add_header X-Content-Type-Options nosniff always;
      proxy_hide_header Cache-Control;
      add_header Cache-Control $api_cache_control always;${extra}`;
}

const [NO_COPY_NAME, NO_COPY_VALUE] = NO_FIRST_SCREEN_COOKIE.split('=') as [string, string];

function defaultMerchant(registry: unknown): string {
  try {
    return parseRegistryDraft(registry).defaultMerchant;
  } catch {
    return '';
  }
}

/** The nginx.conf for a store: run with `nginx -p DIR -c DIR/nginx.conf -g 'daemon off;'`. */
export function nginxConfig({ paths, dir, ports: port, registry, cdnOrigin: cdn, testMode }: NginxInput): string {
  const page = pageHeaders(registry, { testMode, cdnOrigin: cdn });
  const hosts = merchantsByHost(registry)
    .map(([host, code]) => `    ${quote(host)} ${quote(code)};`)
    .join('\n');
  const pageHeaderLines = Object.entries(page)
    .map(([name, value]) => `      add_header ${name} ${quote(value)};`)
    .join('\n');
  const cookie = `${SESSION_COOKIE}=$request_id; ${SESSION_COOKIE_ATTRIBUTES}`;
  const temp = resolve(dir, 'temp');
  return `# Written by \`npm run areas -- nginx\` from ${paths.registry}; written again after each change of it.
worker_processes 1;
pid ${resolve(dir, 'nginx.pid')};
error_log ${resolve(dir, 'error.log')} warn;
events { worker_connections 512; }

http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  types {${TYPES}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${CHARSET_TYPES};
  gzip on;
  gzip_min_length 1;
  gzip_types ${GZIP_TYPES};
  # "$" in a header value written here.
  geo $dollar { default "$"; }

  # A file whose name carries a content hash never changes; everything else is revalidated.
  map $uri $file_cache {
    "~[.-][0-9a-f]{8,}\\.(js|css|mjs|svg|png|woff2)$" "public, max-age=31536000, immutable";
    default "no-cache";
  }
  # The merchant of the host name, for the page's start-up preload, which cannot send the header.
  map $host $host_merchant {
${hosts}
    default "";
  }
  map $http_${HEADERS.merchant.toLowerCase().replace(/-/g, '_')} $startup_merchant {
    "" $host_merchant;
    default $http_${HEADERS.merchant.toLowerCase().replace(/-/g, '_')};
  }
  map $http_authorization $api_cache_control {
    "" $upstream_http_cache_control;
    default "no-store";
  }
  # The page's first screen (first-screens.ts), a file per merchant, language and page that
  # writeNginxFirstScreens keeps: the merchant by host name, the language by ?lang=, then the
  # m_lang cookie, then Tagalog, the page by its address with or without ?lang=.
  map $host $first_screen_merchant {
${hosts}
    default ${quote(defaultMerchant(registry))};
  }
  map $arg_lang $first_screen_lang_asked {
    "~*^(?<asked>ty|en)$" $asked;
    default "";
  }
  map "$first_screen_lang_asked:$cookie_${LANGUAGE_COOKIE}" $first_screen_lang {
    "~*^(?<asked>ty|en):" $asked;
    "~^:(?<kept>ty|en)$" $kept;
    default ty;
  }
  map $request_uri $first_screen_page {
${firstScreenRoutes()}
    default "";
  }
  map "$cookie_${NO_COPY_NAME}:$first_screen_page" $first_screen_file {
    "~^${NO_COPY_VALUE}:" none;
    "~^[^:]*:(?<page>[a-z]+)$" "$first_screen_merchant/$first_screen_lang/$page.html";
    default none;
  }
  # A browser's first page gives it its random session id, which picks its side of each canary
  # (the host picks, where it reads the registry); a kept id is never replaced.
  map $cookie_${SESSION_COOKIE} $session_cookie {
    "~${SESSION_ID_PATTERN}" "";
    default "${cookie}";
  }

  # The host, its page and /api.
  server {
    listen ${port.host};
    root ${paths.host};
    error_page 404 = @not_found;

    location ${API_BASE}/ {${apiProxy(port.api)}
    }
    location = ${API_BASE}${PROMO_PATHS.uploads} {${apiProxy(port.api, '', MAX_UPLOAD_BODY_BYTES)}
    }
    location = ${STARTUP_PATH} {${apiProxy(port.api, `\n      proxy_set_header ${HEADERS.merchant} $startup_merchant;`)}
    }
    location = ${REMOTES_PATH} {
      alias ${paths.registry};
      types { }
      default_type application/json;
      gzip off;
      etag off;
      add_header Cache-Control no-store always;
    }
    location = / { error_page 418 = @page; return 418; }
    location = /m { error_page 418 = @page; return 418; }
    # Page paths such as /m/register.html are routes of the site.
    location ~ "^/m/.*\\.html$" { error_page 418 = @page; return 418; }
    # A missing file is a 404.
    location ~ "^/m/(?<file>.+\\.[A-Za-z0-9]+)$" {
      try_files /$file =404;${FILE_HEADERS}
    }
    location ~ "^/m/(?<file>.*)$" {
      try_files /$file @page;${FILE_HEADERS}
    }
    location / { return 404; }

    location @page {
      root ${dir};
      try_files /${FIRST_SCREENS_DIR}/$first_screen_file /index.html =404;
      etag on;
      add_header Cache-Control no-cache;
      add_header X-Content-Type-Options nosniff;
      add_header Vary Accept-Encoding;
      add_header Set-Cookie $session_cookie;
${pageHeaderLines}
    }
    location @not_found {
      types { }
      charset utf-8;
      default_type text/plain;
      gzip off;
      add_header Cache-Control no-store always;
      return 404 "Not found";
    }
  }

  # The release store's areas, as a CDN serves them: CORS open, cache rules per file.
  server {
    listen ${port.cdn};
    root ${paths.cdn};
    error_page 404 = @not_found;

    location / {
      if ($request_method = OPTIONS) {${CDN_CORS}
        add_header Access-Control-Allow-Methods "GET, HEAD" always;
        return 204;
      }
      try_files $uri =404;${CDN_CORS}${FILE_HEADERS}
    }
    location ~ "\\.html$" {
      try_files $uri =404;${CDN_CORS}${FILE_HEADERS}
      add_header Content-Security-Policy ${quote(AREA_PAGE_POLICY)};
    }
    # The store's record of a release is never served.
    location ~ "/${RELEASE_INFO_FILE.replace('.', '\\.')}$" { return 404; }
    location @not_found {
      types { }
      charset off;
      default_type text/plain;
      gzip off;${CDN_CORS}
      add_header Cache-Control no-store always;
      return 404 "Not found";
    }
  }
}
`;
}

/** The host page nginx sends: the early fetches every route shares (an area's own are the built-in server's). */
export function nginxPage(paths: StorePaths, registry: unknown, cdn: string): string {
  const read = (name: string) => {
    try {
      return JSON.parse(readFileSync(resolve(paths.host, name), 'utf8')) as unknown;
    } catch {
      return null;
    }
  };
  const links = preloadLinks({
    registry,
    hostname: '',
    page: null,
    cdnOrigin: cdn,
    storedManifest: () => null,
    host: hostAssets(read(LOAD_GRAPH_FILE), read(MANIFEST_FILE)),
  });
  return withLinks(readFileSync(resolve(paths.host, 'index.html'), 'utf8'), links);
}

/**
 * Writes the pages with their first screen nginx sends, in its host page for the CDN given or the one
 * its configuration was last written with; returns how many (nginx-first-screens.ts).
 */
export function writeNginxFirstScreens(dir: string, paths = storePaths(), cdn?: string): number {
  const kept = resolve(dir, SETTINGS_FILE);
  const origin = cdn ?? (existsSync(kept) ? (JSON.parse(readFileSync(kept, 'utf8')) as NginxSettings).cdnOrigin : '');
  return writeFirstScreenPages(dir, paths, nginxPage(paths, registryJson(paths), origin));
}

/** Where `areas nginx` writes by default, and `serve --nginx` runs from. */
export const nginxDir = (paths = storePaths()) => resolve(paths.store, 'nginx');

/** The settings of this process's environment (PORT, CDN_PORT, API_PORT, CDN_ORIGIN, PLATFORM_API_MODE). */
export const settingsFromEnv = (): NginxSettings => ({
  ports: ports(),
  cdnOrigin: cdnOrigin(),
  testMode: process.env.PLATFORM_API_MODE === 'test',
});

/**
 * Writes nginx.conf and its page into a folder (the store's nginx/ by default), with the settings
 * given or those it was last written with, else this environment's; returns the conf's path.
 */
export function writeNginxSite(out?: string, paths = storePaths(), settings?: NginxSettings): string {
  if (!existsSync(resolve(paths.host, 'index.html'))) throw new Error('Publish the host first: npm run areas -- host.');
  const dir = resolve(out ?? nginxDir(paths));
  mkdirSync(dir, { recursive: true });
  // nginx started by root reads the page as its workers' user (nobody): a private scratch folder hides it.
  chmodSync(dir, 0o755);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(resolve(dir, 'temp', name), { recursive: true });
  }
  const kept = resolve(dir, SETTINGS_FILE);
  const site =
    settings ?? (existsSync(kept) ? (JSON.parse(readFileSync(kept, 'utf8')) as NginxSettings) : settingsFromEnv());
  const registry = registryJson(paths);
  writeFileSync(resolve(dir, 'index.html'), nginxPage(paths, registry, site.cdnOrigin));
  writeFileSync(kept, `${JSON.stringify(site, null, 2)}\n`);
  writeNginxFirstScreens(dir, paths, site.cdnOrigin);
  const conf = resolve(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ paths, dir, registry, ...site }));
  return conf;
}

/** After a change of the registry: writes the store's nginx configuration again, when there is one, and has a running nginx reload it. */
export function refreshNginxSite(paths = storePaths()): boolean {
  const dir = nginxDir(paths);
  if (!existsSync(resolve(dir, 'nginx.conf'))) return false;
  writeNginxSite(dir, paths);
  try {
    process.kill(Number(readFileSync(resolve(dir, 'nginx.pid'), 'utf8').trim()), 'SIGHUP');
  } catch {
    // No nginx running from it: the next start reads the new configuration.
  }
  return true;
}
