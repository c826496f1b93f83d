import { setupServer } from 'msw/node';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { API_BASE, type ErrorBody } from '../contract';

export { http, HttpResponse };

/** A full API URL for a contract path, as the client sends it from a jsdom page. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

/** Answers with the contract's success envelope. */
export const ok = <T>(value: T) => HttpResponse.json({ value });

/** Answers with the contract's error body. */
export const fail = (status: number, body: ErrorBody) => HttpResponse.json(body, { status });

/** Starts a mock server for the test file; any request without a handler fails the test. */
export function setupMockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
