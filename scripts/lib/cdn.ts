import { RELEASE_INFO_FILE } from './release-files';
import { AREA_PAGE_POLICY } from './site-headers';
import { safeJoin, sendFile, type Handler } from './static-server';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
};

/** Serves the release store's area folders as a CDN would: CORS open, cache rules per file. */
export function cdnHandler(root: string): Handler {
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD' });
      res.end();
      return;
    }
    const file = safeJoin(root, req.url ?? '/');
    const headers = file?.endsWith('.html') ? { ...CORS, 'Content-Security-Policy': AREA_PAGE_POLICY } : CORS;
    if (file?.endsWith(RELEASE_INFO_FILE) || !sendFile(req, res, file, headers)) {
      res.writeHead(404, { ...CORS, 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('Not found');
    }
  };
}
