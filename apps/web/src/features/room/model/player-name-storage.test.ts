import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PLAYER_NAME } from '@earshot/shared/constants';
import { readStoredName, storeName } from './player-name-storage.ts';

/** A minimal session storage: a Map behind the Storage methods the module uses. */
function mapStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest name storage — SPEC §4 Joining: a guest reuses the name in session storage', () => {
  it('reads back the stored name, under its key', () => {
    const storage = mapStorage();
    vi.stubGlobal('sessionStorage', storage);
    expect(readStoredName()).toBeNull();
    storeName('Alice');
    expect(storage.getItem(STORAGE_PLAYER_NAME)).toBe('Alice');
    expect(readStoredName()).toBe('Alice');
  });

  it('an empty stored name counts as none', () => {
    vi.stubGlobal('sessionStorage', mapStorage());
    storeName('');
    expect(readStoredName()).toBeNull();
  });

  it('disabled storage: no name, and storing does not throw', () => {
    vi.stubGlobal('sessionStorage', refusing);
    expect(readStoredName()).toBeNull();
    expect(() => storeName('Alice')).not.toThrow();
  });
});
