import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITY_APPLY_LIMITS, API_BASE, PROMO_PATHS } from '@platform/shared/contract';
import { listen, proxy, safeJoin, sendFile } from './static-server';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Refuses a large body the way the API does: answers at once and closes without reading it. */
function refusingUpstream(): Promise<Server> {
  const server = createServer((req, res) => {
    res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
    res.end(JSON.stringify({ errorCode: 'request.malformed', message: 'Request body is too large' }));
    req.socket.destroySoon();
  });
  servers.push(server);
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Reads the whole body and answers how many bytes arrived, as the API's upload route does. */
function countingUpstream(): Promise<Server> {
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.end(JSON.stringify({ bytes })));
  });
  servers.push(server);
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

function send(port: number, method: string, path: string, body?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** GETs a path asking for gzip: the status, the headers and the body as sent. */
function fetchGzipped(port: number, path: string, etag?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers = { 'Accept-Encoding': 'gzip', ...(etag ? { 'If-None-Match': etag } : {}) };
    const outgoing = request({ host: '127.0.0.1', port, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('site server', () => {
  it('sends a file gzipped, the same bytes each time, and the new content once the file changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-'));
    try {
      const file = join(dir, 'area.js');
      writeFileSync(file, 'console.log("first");\n'.repeat(200));
      const server = await listen((req, res) => void sendFile(req, res, join(dir, req.url ?? '')), 0, '127.0.0.1');
      servers.push(server);
      const port = portOf(server);
      const first = await fetchGzipped(port, '/area.js');
      const again = await fetchGzipped(port, '/area.js');
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      expect(gunzipSync(first.body).toString()).toBe('console.log("first");\n'.repeat(200));
      expect(again.body.equals(first.body)).toBe(true);
      expect((await fetchGzipped(port, '/area.js', String(first.headers.etag))).status).toBe(304);

      writeFileSync(file, 'console.log("second");\n'.repeat(100));
      const changed = await fetchGzipped(port, '/area.js');
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect(gunzipSync(changed.body).toString()).toBe('console.log("second");\n'.repeat(100));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers a malformed %-encoding with 400, not 500', async () => {
    const server = await listen(
      (req, res) => {
        safeJoin('/srv', req.url ?? '/');
        res.end();
      },
      0,
      '127.0.0.1',
    );
    servers.push(server);
    expect(await send(portOf(server), 'GET', '/m/%E0%A4%A')).toBe(400);
  });

  it('passes the largest image upload the form allows (5 MB, as base64 in JSON) to the API', async () => {
    const upstream = await countingUpstream();
    const site = await listen((req, res) => proxy(req, res, portOf(upstream)), 0, '127.0.0.1');
    servers.push(site);
    const image = Buffer.alloc(ACTIVITY_APPLY_LIMITS.maxImageBytes, 7).toString('base64');
    const body = Buffer.from(JSON.stringify({ type: 'image/jpeg', data: image }));
    expect(body.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await send(portOf(site), 'POST', `${API_BASE}${PROMO_PATHS.uploads}`, body)).toBe(200);
    // Another route keeps the API's usual limit, refused here rather than cut off mid-upload.
    expect(await send(portOf(site), 'POST', `${API_BASE}/login`, body)).toBe(413);
  });

  it('answers 413 for a 10 MB body, as the API does, not 502', async () => {
    const upstream = await refusingUpstream();
    const site = await listen((req, res) => proxy(req, res, portOf(upstream)), 0, '127.0.0.1');
    servers.push(site);
    expect(await send(portOf(site), 'POST', '/api/login', Buffer.alloc(10 * 1024 * 1024, 120))).toBe(413);
  });
});
