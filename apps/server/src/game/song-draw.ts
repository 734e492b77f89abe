import { pickOne, type Random } from './random.ts';
import type { RoomState, SongEntry } from './room-state.ts';

/**
 * [SG1] No song repeats within a game while the category has unplayed songs.
 * [SG2] Among those, songs not played in the room's last `backlogLimit` rounds are drawn at random;
 * when there are none, the least recently played is taken, so a small category cycles through all
 * its songs before any comes back.
 */
export function drawSong(room: RoomState, random: Random): SongEntry | undefined {
  const played = new Set(room.playedThisGame);
  let pool = room.songs.filter((song) => !played.has(song.id));
  if (pool.length === 0) pool = [...room.songs];
  const horizon = room.playSeq - room.settings.backlogLimit;
  const fresh = pool.filter((song) => (room.lastPlayed[song.id] ?? Number.NEGATIVE_INFINITY) < horizon);
  if (fresh.length > 0) return pickOne(random, fresh);
  const oldest = Math.min(...pool.map((song) => room.lastPlayed[song.id] ?? Number.NEGATIVE_INFINITY));
  return pickOne(
    random,
    pool.filter((song) => (room.lastPlayed[song.id] ?? Number.NEGATIVE_INFINITY) === oldest),
  );
}
