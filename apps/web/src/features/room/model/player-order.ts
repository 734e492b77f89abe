import type { RoomPlayer } from '@earshot/shared/hub/game-state';

/** Player rows sort by points, highest first (SPEC §4); equal points keep a stable, alphabetical order. */
export const byPoints = (a: RoomPlayer, b: RoomPlayer): number =>
  b.points - a.points || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export const sortPlayers = (players: readonly RoomPlayer[]): RoomPlayer[] => [...players].sort(byPoints);

/** Row colour (SPEC §4): orange artist only, blue song only, green both; in song-only rooms green when the song is right. */
export type RowState = 'both' | 'artist' | 'song' | 'none';

export function rowStateOf(player: RoomPlayer, songOnly: boolean): RowState {
  if (songOnly) return player.songCorrect ? 'both' : 'none';
  if (player.artistCorrect && player.songCorrect) return 'both';
  if (player.artistCorrect) return 'artist';
  if (player.songCorrect) return 'song';
  return 'none';
}

/**
 * The Game Over podium: the server's game ranks first (they break ties by songs guessed, then time),
 * then everyone else by points.
 */
export function podiumOf(players: readonly RoomPlayer[], size = 3): RoomPlayer[] {
  const rankOf = (p: RoomPlayer) => (p.gameRank > 0 ? p.gameRank : Number.POSITIVE_INFINITY);
  return [...players].sort((a, b) => rankOf(a) - rankOf(b) || byPoints(a, b)).slice(0, size);
}
