import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { API_BASE, MAX_UPLOAD_BODY_BYTES, PROMO_PATHS } from '@platform/shared/contract';
import { apiAnswerHeaders } from './site-headers';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|svg|png|woff2)$/;

/**
 * Cache rules (the README's "Operators" section gives them for a CDN):
 * - a file whose name carries a content hash (chunks, and the areas' `<area>.<hash>.js` remote
 *   entries) never changes: `public, max-age=31536000, immutable`;
 * - everything else, `mf-manifest.json`, an unhashed `remoteEntry.js`, HTML, is revalidated on
 *   every use: `no-cache` with an ETag, answered 304 when unchanged;
 * - the registry (`remotes.json`) is never stored: `no-store`, which its caller sets.
 */
export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const etagFor = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

const etags = new Map<string, string>();
function etagOf(file: string, stat: Stats): string {
  const key = `${file}:${stat.mtimeMs}:${stat.size}`;
  let tag = etags.get(key);
  if (!tag) {
    tag = etagFor(readFileSync(file));
    etags.set(key, tag);
  }
  return tag;
}

/** Resolves a URL path inside a root folder, refusing anything that climbs out of it. */
export function safeJoin(root: string, urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const full = resolve(root, `.${decoded}`);
  return full === root || full.startsWith(root + sep) ? full : null;
}

interface Content {
  ext: string;
  etag: string;
  size: number;
  /** The cache rule when the caller gives none. */
  cacheControl: string;
  open: () => Readable;
  /** The whole body, to compress. */
  read: () => Buffer;
  /** Whether its compressed form is kept for the next request (a file; not a page made per request). */
  keep: boolean;
}

/**
 * Gzipped bodies by ETag. A released file never changes under its name, so it is compressed once,
 * as nginx's gzip_static serves files compressed ahead of time, instead of on every request: every
 * page load asks for the same few hundred kilobytes of scripts.
 */
const gzipped = new Map<string, Buffer>();
let gzippedBytes = 0;
/** A bound on what is kept: a store's releases are a few megabytes; beyond this, compress each time. */
const GZIPPED_MAX_BYTES = 64 * 1024 * 1024;

function gzipOf(content: Content): Buffer {
  const kept = gzipped.get(content.etag);
  if (kept) return kept;
  const body = gzipSync(content.read());
  if (content.keep && gzippedBytes + body.length <= GZIPPED_MAX_BYTES) {
    gzipped.set(content.etag, body);
    gzippedBytes += body.length;
  }
  return body;
}

/** Answers with a body: type, cache, ETag (a 304 when the browser has it) and gzip handling. */
function sendContent(req: IncomingMessage, res: ServerResponse, content: Content, headers: OutgoingHttpHeaders) {
  const { ext, etag, size } = content;
  const base: OutgoingHttpHeaders = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': content.cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...headers,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, base);
    res.end();
    return;
  }
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    const body = gzipOf(content);
    res.writeHead(200, { ...base, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...base, 'Content-Length': size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  content.open().pipe(res);
}

/** Sends a file with type, cache, ETag and gzip handling. Returns false if there is no such file. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string | null,
  headers: OutgoingHttpHeaders = {},
): boolean {
  if (!file || !existsSync(file)) return false;
  const stat = statSync(file);
  if (!stat.isFile()) return false;
  const content = {
    ext: extname(file),
    etag: etagOf(file, stat),
    size: stat.size,
    cacheControl: cacheControlFor(file),
    open: () => createReadStream(file),
    read: () => readFileSync(file),
    keep: true,
  };
  sendContent(req, res, content, headers);
  return true;
}

/** Sends a text worked out for this request (a page), revalidated on every use by its ETag. */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  text: string,
  ext: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = Buffer.from(text);
  const content = {
    ext,
    etag: etagFor(body),
    size: body.length,
    cacheControl: 'no-cache',
    open: () => Readable.from([body]),
    read: () => body,
    keep: false,
  };
  sendContent(req, res, content, headers);
}

export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Not found');
}

/** The API's body limit (Fastify's default), but for the image upload route's larger one. */
export const API_BODY_LIMIT = 1024 * 1024;

const UPLOAD_PATH = `${API_BASE}${PROMO_PATHS.uploads}`;

/** The body size the API reads at `url`. */
export const apiBodyLimit = (url = '') => (url.split('?')[0] === UPLOAD_PATH ? MAX_UPLOAD_BODY_BYTES : API_BODY_LIMIT);

/** Forwards a request to another local server (the API), streaming both ways. */
export function proxy(req: IncomingMessage, res: ServerResponse, port: number): void {
  // The API refuses such a body before reading it and drops the connection mid-upload, which a
  // streaming proxy sees as a failure; answer its 413 here instead of a misleading 502.
  if (Number(req.headers['content-length'] ?? 0) > apiBodyLimit(req.url)) {
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    res.end(JSON.stringify({ errorCode: 'request.malformed', message: 'Request body is too large' }));
    req.resume();
    return;
  }
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, apiAnswerHeaders(req.headers, answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return;
    res.writeHead(502, apiAnswerHeaders(req.headers, { 'content-type': 'application/json' }));
    res.end(JSON.stringify({ errorCode: 'unknown', message: 'The platform API is not reachable.' }));
  });
  req.pipe(upstream);
}

export function listen(handler: Handler, port: number, host = '0.0.0.0'): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer((req, res) => {
      try {
        handler(req, res);
      } catch (error) {
        // A malformed %-encoding in the path is the caller's fault.
        const malformed = error instanceof URIError;
        if (!malformed) console.error(error);
        if (!res.headersSent) res.writeHead(malformed ? 400 : 500);
        res.end();
      }
    });
    server.on('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
