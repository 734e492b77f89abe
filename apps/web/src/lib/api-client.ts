import { XSRF_COOKIE, XSRF_HEADER } from '@earshot/shared/constants';
import { clearTokenInfo, currentToken } from './auth.ts';

/** An HTTP error: `message` is the body's `message` (DESIGN §7) or the status text; `body` is the parsed body, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  /** Sent as JSON. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Relative addresses only ('/api/...'), never protocol-relative ('//host') or absolute ones. */
const isRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

function withQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

/**
 * The one way the client talks to the REST API (SPEC §6): JSON in and out, the bearer token of an
 * unexpired stored login, the XSRF double-submit header on unsafe calls, and a 401 clears the login.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = withQuery(path, options.query);
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!SAFE_METHODS.has(method) && isRelative(url)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }

  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  if (response.status === 401) clearTokenInfo();
  const body = await parseBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, messageOf(body) ?? (response.statusText || `HTTP ${response.status}`), body);
  }
  return body as T;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
