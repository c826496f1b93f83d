import { API_BASE, HEADERS, type Envelope } from '../contract';
import { API_LANGUAGE } from '../config/constants';
import { siteConfig } from '../config/runtime';
import { currentLanguage } from '../i18n/instance';
import { currentToken, expireSession } from '../session/store';
import { ApiError, errorFromBody } from './errors';

// The client is the browser's fetch with the few things the site needs on top: a general purpose
// HTTP library was the largest part of this package on every page's first load.

/** What a call may add to the defaults. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** milliseconds; 20 s when not given */
  timeout?: number;
}

interface RequestConfig extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: object;
  data?: unknown;
}

const DEFAULT_TIMEOUT = 20_000;

/** Query parameters as the server reads them: empty values left out, lists as `name[]`. */
function withParams(url: string, params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}) as Array<[string, unknown]>) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text =
        item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item);
      search.append(Array.isArray(value) ? `${name}[]` : name, text);
    }
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The body and its content type: JSON unless it is already a form. */
function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof URLSearchParams || data instanceof FormData || data instanceof Blob) return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

function headersFor(config: RequestConfig): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  headers.set(HEADERS.merchant, siteConfig.merchantCode);
  headers.set(HEADERS.language, API_LANGUAGE[currentLanguage()]);
  const token = currentToken();
  if (token && !headers.has(HEADERS.authorization)) headers.set(HEADERS.authorization, `Bearer ${token}`);
  return headers;
}

/** JSON when the body is JSON, else the text (an error page, a proxy's message). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends a request and returns the `value` of its envelope; failures throw ApiError. */
export async function request<T>(config: RequestConfig): Promise<T> {
  const headers = headersFor(config);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.timeout ?? DEFAULT_TIMEOUT);
  let response: Response;
  let body: unknown;
  try {
    // Resolved against the page, so that a relative API_BASE works wherever fetch needs a full URL.
    const url = new URL(withParams(`${API_BASE}${config.url}`, config.params), window.location.href);
    response = await fetch(url, {
      method: config.method,
      headers,
      body: bodyOf(config.data, headers),
      signal: timeout.signal,
    });
    body = await readBody(response);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(timeout.signal.aborted ? 'network.timeout' : 'network.offline', 0, detail);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const failure = errorFromBody(response.status, body);
    if (failure.code === 'session.expired') expireSession();
    throw failure;
  }
  if (!body || typeof body !== 'object' || !('value' in body)) {
    throw new ApiError('unknown', response.status, `malformed response from ${config.url}`);
  }
  return (body as Envelope<T>).value;
}

export const apiGet = <T>(url: string, params?: object, options?: RequestOptions) =>
  request<T>({ ...options, method: 'GET', url, params });
export const apiPost = <T>(url: string, data?: unknown, options?: RequestOptions) =>
  request<T>({ ...options, method: 'POST', url, data });
export const apiPut = <T>(url: string, data?: unknown, options?: RequestOptions) =>
  request<T>({ ...options, method: 'PUT', url, data });
export const apiDelete = <T>(url: string, data?: unknown, options?: RequestOptions) =>
  request<T>({ ...options, method: 'DELETE', url, data });
