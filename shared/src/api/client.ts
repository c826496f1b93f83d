import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import {
  API_BASE,
  endpointUrl,
  HEADERS,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type Envelope,
  type Route,
} from '../contract';
import { API_LANGUAGE } from '../config/constants';
import { siteConfig } from '../config/runtime';
import { currentLanguage } from '../i18n/instance';
import { currentToken, expireSession, sessionEnding } from '../session/store';
import { ApiError, errorFromBody } from './errors';
import { encryptBody } from './encrypt';

/** The one HTTP client of the page. It shows no UI and never navigates. */
export const http = axios.create({ baseURL: API_BASE, timeout: 20_000 });

http.interceptors.request.use(async (config) => {
  config.headers.set(HEADERS.merchant, siteConfig.merchantCode);
  config.headers.set(HEADERS.language, API_LANGUAGE[currentLanguage()]);
  if (config.headers.has(HEADERS.authorization)) return config;
  const token = currentToken();
  const ending = token ? sessionEnding() : null;
  if (ending) {
    // Signing out: the server is dropping this token. A request that would carry it waits, and goes
    // only if the session is still there (the logout failed and kept it), never to be refused.
    await ending;
    if (currentToken() !== token) throw new ApiError('auth.not_logged_in', 0, 'the session ended before it was sent');
  }
  if (token) config.headers.set(HEADERS.authorization, `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  throw translateFailure(error);
});

function translateFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const failure = error as AxiosError;
    if (failure.response) {
      const apiError = errorFromBody(failure.response.status, failure.response.data);
      if (apiError.code === 'session.expired') {
        // Only a session can end: a guest was asking for something that needs one.
        if (!failure.config?.headers.has(HEADERS.authorization)) {
          return new ApiError('auth.not_logged_in', apiError.status, failure.message);
        }
        expireSession();
      }
      return apiError;
    }
    if (failure.code === AxiosError.ECONNABORTED || failure.code === AxiosError.ETIMEDOUT) {
      return new ApiError('network.timeout', 0, failure.message);
    }
    return new ApiError('network.offline', 0, failure.message);
  }
  return new ApiError('unknown', 0, error instanceof Error ? error.message : String(error));
}

/** Sends a request and returns the `value` of its envelope; failures throw ApiError. */
async function request(config: AxiosRequestConfig): Promise<unknown> {
  const response = await http.request<Envelope<unknown>>(config);
  const body = response.data;
  if (!body || typeof body !== 'object' || !('value' in body)) {
    throw new ApiError('unknown', response.status, `malformed response from ${config.url ?? ''}`);
  }
  return body.value;
}

// Loaded once, at start, by development builds only: a production build drops the import with the branch.
const answerCheck = process.env.NODE_ENV !== 'production' ? import('./answer-check') : null;

/** What a single call may add: headers of its own, a longer timeout, a way to abort. */
export interface CallOptions {
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
}

type CallArguments<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint of the contract and returns its answer, typed by the endpoint's response schema.
 * A development build checks the answer against that schema and reports a mismatch in the console.
 */
export async function call<E extends Endpoint>(
  endpoint: Route<E>,
  ...[input, options]: CallArguments<E>
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = endpointUrl(endpoint.path, params);
  const sealed = endpoint.encrypted ? await encryptBody(body) : null;
  const form = endpoint.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : null;
  const value = await request({
    method: endpoint.method,
    url,
    params: query,
    data: sealed ? sealed.body : form ? new URLSearchParams(body as Record<string, string>) : body,
    headers: { ...endpoint.headers, ...sealed?.headers, ...form, ...options?.headers },
    timeout: options?.timeout,
    signal: options?.signal,
  });
  if (answerCheck) (await answerCheck).reportAnswerMismatch(endpoint, url, value);
  return value as EndpointAnswer<E>;
}
