import { API_BASE, HEADERS, type Envelope } from '../contract';
import { API_LANGUAGE } from '../config/constants';
import { siteConfig } from '../config/runtime';
import { currentLanguage } from '../i18n/instance';
import { currentToken, expireSession } from '../session/store';
import { ApiError, errorFromBody } from './errors';

// The client is a thin layer over fetch: the browser already does what an HTTP library would, and
// one was a tenth of every page's first-load JavaScript.

/** What a call may add to a request. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** milliseconds before the call fails as `network.timeout` */
  timeout?: number;
}

export interface RequestConfig extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: object;
  data?: unknown;
}

const DEFAULT_TIMEOUT = 20_000;

/** Query parameters as the API reads them: empty values left out, lists as `name[]`. */
export function queryString(params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    const list: unknown[] = Array.isArray(value) ? value : [value];
    const key = Array.isArray(value) ? `${name}[]` : name;
    for (const item of list) {
      if (item === undefined || item === null) continue;
      const text =
        item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item);
      search.append(key, text);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function requestHeaders(config: RequestConfig): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  if (config.data !== undefined && !(config.data instanceof URLSearchParams)) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set(HEADERS.merchant, siteConfig.merchantCode);
  headers.set(HEADERS.language, API_LANGUAGE[currentLanguage()]);
  const token = currentToken();
  if (token && !headers.has(HEADERS.authorization)) headers.set(HEADERS.authorization, `Bearer ${token}`);
  return headers;
}

/** A form (URLSearchParams) goes as it is, with its own type; anything else as JSON. */
function bodyOf(data: unknown): BodyInit | undefined {
  if (data === undefined || data instanceof URLSearchParams) return data;
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failureOf(status: number, body: unknown, headers: Headers): ApiError {
  const apiError = errorFromBody(status, body);
  if (apiError.code !== 'session.expired') return apiError;
  // Only a session can end: a guest was asking for something that needs one.
  if (!headers.has(HEADERS.authorization)) return new ApiError('auth.not_logged_in', apiError.status, apiError.message);
  expireSession();
  return apiError;
}

/** Sends a request and returns the `value` of its envelope; failures throw ApiError. */
export async function request<T>(config: RequestConfig): Promise<T> {
  const headers = requestHeaders(config);
  const url = new URL(`${API_BASE}${config.url}${queryString(config.params)}`, window.location.href);
  const signal = AbortSignal.timeout(config.timeout ?? DEFAULT_TIMEOUT);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method: config.method,
      headers,
      body: bodyOf(config.data),
      signal,
    });
    body = await readBody(response);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(signal.aborted ? 'network.timeout' : 'network.offline', 0, detail);
  }
  if (!response.ok) throw failureOf(response.status, body, headers);
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
