import { useSyncExternalStore } from 'react';
import { STORAGE_TOKEN_INFO } from '@earshot/shared/constants';
import type { TokenInfo } from '@earshot/shared/api/public';

/** The signed-in user as the browser knows it (from the stored login, SPEC §3 and §6). */
export type AuthUser = { name: string; isAdmin: boolean };

type TokenClaims = { name?: unknown; admin?: unknown };

const MAX_TIMER_MS = 2 ** 31 - 1; // setTimeout's ceiling (~24.8 days)
const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** The JWT payload (claims `name` and `admin`); null when the token is not a readable JWT. */
export function decodeTokenPayload(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as TokenClaims) : null;
  } catch {
    return null;
  }
}

const isExpired = (info: TokenInfo, now = Date.now()) => !(Date.parse(info.expires) > now);

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_TOKEN_INFO);
  } catch {
    return null; // storage disabled
  }
}

/** The shape of `tokenInfoSchema`, checked by hand: zod stays out of the first-load bundle. */
function isTokenInfo(value: unknown): value is TokenInfo {
  if (!value || typeof value !== 'object') return false;
  const info = value as Record<string, unknown>;
  return typeof info.token === 'string' && typeof info.expires === 'string' && typeof info.isAdmin === 'boolean';
}

function parse(raw: string | null): TokenInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isTokenInfo(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored login if present and unexpired (SPEC §9: valid until its expires time). */
export function readTokenInfo(): TokenInfo | null {
  const info = parse(readRaw());
  return info && !isExpired(info) ? info : null;
}

/** The bearer token to send, or null. */
export const currentToken = (): string | null => readTokenInfo()?.token ?? null;

function notify() {
  if (listeners.size > 0) scheduleExpiry(); // nobody watching, nothing to time
  for (const listener of listeners) listener();
}

export function writeTokenInfo(info: TokenInfo): void {
  localStorage.setItem(STORAGE_TOKEN_INFO, JSON.stringify(info));
  notify();
}

/** Forgets the stored login (logout, a 401, expiry). Listeners hear only of a real change. */
export function clearTokenInfo(): void {
  if (readRaw() === null) return;
  try {
    localStorage.removeItem(STORAGE_TOKEN_INFO);
  } catch {
    // storage disabled: nothing was stored
  }
  notify();
}

/** Clears the login the moment it expires, so the menu and guards follow without a reload. */
function scheduleExpiry() {
  clearTimeout(expiryTimer);
  const info = parse(readRaw());
  if (!info) return;
  const remaining = Date.parse(info.expires) - Date.now();
  if (!(remaining > 0)) {
    expiryTimer = setTimeout(clearTokenInfo, 0);
    return;
  }
  expiryTimer = setTimeout(remaining > MAX_TIMER_MS ? scheduleExpiry : clearTokenInfo, Math.min(remaining, MAX_TIMER_MS));
}

/** Subscribes to login changes, in this tab and in others (the `storage` event). */
export function subscribeAuth(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    scheduleExpiry();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      clearTimeout(expiryTimer);
    }
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === STORAGE_TOKEN_INFO) notify();
}

function toUser(info: TokenInfo | null): AuthUser | null {
  if (!info) return null;
  const claims = decodeTokenPayload(info.token);
  const name = typeof claims?.name === 'string' ? claims.name : null;
  if (!name) return null;
  return { name, isAdmin: info.isAdmin || claims?.admin === true };
}

// useSyncExternalStore needs a stable snapshot: recompute only when the stored text or its expiry changes.
let cachedKey: string | undefined;
let cachedUser: AuthUser | null = null;

function getSnapshot(): AuthUser | null {
  const raw = readRaw();
  const info = parse(raw);
  const live = info && !isExpired(info) ? info : null;
  const key = live ? (raw ?? '') : '';
  if (key !== cachedKey) {
    cachedKey = key;
    cachedUser = toUser(live);
  }
  return cachedUser;
}

const getServerSnapshot = (): AuthUser | null => null;

export type Auth = {
  user: AuthUser | null;
  signIn: (info: TokenInfo) => void;
  signOut: () => void;
};

/** The signed-in user (null for guests), with sign-in and sign-out. */
export function useAuth(): Auth {
  const user = useSyncExternalStore(subscribeAuth, getSnapshot, getServerSnapshot);
  return { user, signIn: writeTokenInfo, signOut: clearTokenInfo };
}
