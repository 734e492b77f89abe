import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type RoomAudio = {
  ref: RefObject<HTMLAudioElement | null>;
  /** The browser refused to start playing without a click (autoplay policy). */
  blocked: boolean;
  /** Called from a click: starts the preview that was refused, `atSeconds` into it (where the round is). */
  enable: (atSeconds: number) => void;
};

/**
 * Plays the round's preview (SPEC §4): `playKey` changes when a round starts that we play in, and is
 * null when the audio must be silent (between rounds, game over, room disabled, waiting mid-round).
 */
export function useRoomAudio(preview: string | null, playKey: string | null, volume: number): RoomAudio {
  const ref = useRef<HTMLAudioElement | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const audio = ref.current;
    if (audio) audio.volume = volume / 100;
  }, [volume]);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (!playKey || !preview) {
      audio.pause();
      return;
    }
    let cancelled = false;
    if (audio.getAttribute('src') !== preview) audio.src = preview;
    audio.currentTime = 0;
    audio.play().then(
      () => {
        if (!cancelled) setBlocked(false);
      },
      (error: unknown) => {
        if (!cancelled && error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
    return () => {
      cancelled = true;
      audio.pause();
    };
  }, [playKey, preview]);

  const enable = useCallback((atSeconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    if (atSeconds > 0 && (!Number.isFinite(audio.duration) || atSeconds < audio.duration)) audio.currentTime = atSeconds;
    audio.play().then(
      () => setBlocked(false),
      () => setBlocked(true),
    );
  }, []);

  return { ref, blocked: blocked && playKey !== null, enable };
}
