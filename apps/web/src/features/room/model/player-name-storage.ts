import { STORAGE_PLAYER_NAME } from '@earshot/shared/constants';

/** The guest name the server last accepted, kept for the browser session (SPEC §3, §7). */
export function readStoredName(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_PLAYER_NAME) || null;
  } catch {
    return null; // storage disabled
  }
}

export function storeName(name: string): void {
  try {
    sessionStorage.setItem(STORAGE_PLAYER_NAME, name);
  } catch {
    // storage disabled: the name form shows next time
  }
}
