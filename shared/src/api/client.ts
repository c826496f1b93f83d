import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { API_BASE, HEADERS, type Envelope } from '../contract';
import { API_LANGUAGE } from '../config/constants';
import { siteConfig } from '../config/runtime';
import { currentLanguage } from '../i18n/instance';
import { currentToken, expireSession } from '../session/store';
import { ApiError, errorFromBody } from './errors';

/** The one HTTP client of the page. It shows no UI and never navigates. */
export const http = axios.create({ baseURL: API_BASE, timeout: 20_000 });

http.interceptors.request.use((config) => {
  config.headers.set(HEADERS.merchant, siteConfig.merchantCode);
  config.headers.set(HEADERS.language, API_LANGUAGE[currentLanguage()]);
  const token = currentToken();
  if (token && !config.headers.has(HEADERS.authorization)) {
    config.headers.set(HEADERS.authorization, `Bearer ${token}`);
  }
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
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<Envelope<T>>(config);
  const body = response.data;
  if (!body || typeof body !== 'object' || !('value' in body)) {
    throw new ApiError('unknown', response.status, `malformed response from ${config.url ?? ''}`);
  }
  return body.value;
}

export const apiGet = <T>(url: string, params?: object, config?: AxiosRequestConfig) =>
  request<T>({ ...config, method: 'GET', url, params });
export const apiPost = <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
  request<T>({ ...config, method: 'POST', url, data });
export const apiPut = <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
  request<T>({ ...config, method: 'PUT', url, data });
export const apiDelete = <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
  request<T>({ ...config, method: 'DELETE', url, data });
