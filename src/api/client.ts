import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { SUCCESS_CODES, type Envelope, Codes } from '../../contract/codes';
import { config } from '../lib/config';
import { ApiError, messagesOf } from './ApiError';
import { clientHooks } from './clientHooks';

/**
 * The one HTTP client. Hooks are registered by the app at start-up through
 * ./clientHooks.ts, which holds them without loading axios, so this module
 * does not import the store (which would make a cycle).
 */
export { configureClient } from './clientHooks';

export const http = axios.create({
  baseURL: config.apiBaseUrl,
  timeout: config.apiTimeoutMs,
  // Envelope codes, not HTTP statuses, decide success; we look at status ourselves.
  validateStatus: () => true,
});

http.interceptors.request.use((req) => {
  const token = clientHooks().getToken();
  if (token) req.headers.set('Authorization', `Bearer ${token}`);
  return req;
});

export interface CallOptions {
  /** Codes that count as success for this call (defaults to the §8 success codes). */
  okCodes?: readonly string[];
  /** Do not redirect to /unauthenticated on 401/403 (sign-in screens, logout). */
  noAuthRedirect?: boolean;
}

/** Perform a call and decode the envelope; throws ApiError on any failure. */
export async function call<T>(req: AxiosRequestConfig, opts: CallOptions = {}): Promise<Envelope<T>> {
  let status: number;
  let body: unknown;
  try {
    const res = await http.request(req);
    status = res.status;
    body = res.data;
  } catch (err) {
    const ax = err as AxiosError;
    throw new ApiError({ code: Codes.SERVER_ERROR, messages: [ax.message || 'Network error'], status: 0 });
  }
  if ((status === 401 || status === 403) && !opts.noAuthRedirect) clientHooks().onUnauthorized();
  const env = body as Partial<Envelope<T>> | undefined;
  const code = env && typeof env === 'object' && 'code' in env ? String(env.code) : String(status);
  const okCodes = opts.okCodes ?? SUCCESS_CODES;
  if (status >= 200 && status < 300 && (okCodes.includes(code) || code === '200')) {
    return { code, result: env!.result as T, total_rows: env!.total_rows, ...(env!.as_of ? { as_of: env!.as_of } : {}) };
  }
  const fields = (env as { fields?: Record<string, string[]> } | undefined)?.fields;
  throw new ApiError({ code, messages: messagesOf(env?.result), status, result: env?.result, ...(fields && typeof fields === 'object' ? { fields } : {}) });
}

export const api = {
  get: <T>(url: string, params?: object, opts?: CallOptions) => call<T>({ method: 'GET', url, params }, opts),
  post: <T>(url: string, data?: unknown, opts?: CallOptions) => call<T>({ method: 'POST', url, data }, opts),
  put: <T>(url: string, data?: unknown, opts?: CallOptions) => call<T>({ method: 'PUT', url, data }, opts),
  delete: <T>(url: string, data?: unknown, opts?: CallOptions) => call<T>({ method: 'DELETE', url, data }, opts),
};
