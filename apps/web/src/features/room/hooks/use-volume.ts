import { useCallback, useState } from 'react';
import { SMALL_SCREEN_PX, STORAGE_VOLUME, VOLUME_DEFAULT, VOLUME_DEFAULT_MOBILE } from '@earshot/shared/constants';

/** Touch devices and small screens have quiet speakers: they start at full volume (SPEC §9). */
function defaultVolume(): number {
  const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return touch || window.innerWidth < SMALL_SCREEN_PX ? VOLUME_DEFAULT_MOBILE : VOLUME_DEFAULT;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

function readVolume(): number {
  try {
    const stored = localStorage.getItem(STORAGE_VOLUME);
    const value = stored === null ? NaN : Number(stored);
    return Number.isFinite(value) ? clamp(value) : defaultVolume();
  } catch {
    return defaultVolume();
  }
}

/** Volume 0–100, kept in local storage (SPEC §3, §9). */
export function useVolume(): [number, (volume: number) => void] {
  const [volume, setVolumeState] = useState(readVolume);
  const setVolume = useCallback((value: number) => {
    const next = clamp(value);
    setVolumeState(next);
    try {
      localStorage.setItem(STORAGE_VOLUME, String(next));
    } catch {
      // storage disabled: the volume lasts for this page only
    }
  }, []);
  return [volume, setVolume];
}
