import { checkGuess } from '@earshot/shared/rules/matcher';
import { HUB_ERROR, type Ack, type GuessResult } from '@earshot/shared/hub/events';
import { TEXTS } from '@earshot/shared/texts';
import { NOT_IN_ROOM, findByKey, hasFinished, replacePlayer, toSeconds1 } from './players.ts';
import type { RoundRecord } from './room-events.ts';
import type { PlayerState, RoomState } from './room-state.ts';

export type GuessOutcome = { room: RoomState; reply: Ack<GuessResult>; changed: PlayerState | null };

const fail = (code: (typeof HUB_ERROR)[keyof typeof HUB_ERROR], message: string) =>
  ({ ok: false, code, message }) as const;

/**
 * A guess, checked in order: sender in the room → room active → a round is running → the sender
 * takes part in it → not finished yet; then matched against the current song ([SC1]–[SC5]).
 */
export function applyGuess(room: RoomState, key: string, text: string, now: number): GuessOutcome {
  const player = findByKey(room, key);
  if (!player) return { room, reply: NOT_IN_ROOM, changed: null };
  if (!room.active) return { room, reply: fail(HUB_ERROR.ROOM_DISABLED, TEXTS.roomDisabled), changed: null };
  const phase = room.phase;
  if (phase.kind === 'gameEnd') return { room, reply: fail(HUB_ERROR.WAIT_GAME, TEXTS.waitNextGame), changed: null };
  if (phase.kind !== 'round' || player.waiting || hasFinished(player, room.songOnly)) {
    return { room, reply: fail(HUB_ERROR.WAIT_ROUND, TEXTS.waitNextRound), changed: null };
  }

  const check = checkGuess(text, phase.song, room.songOnly);
  let updated: PlayerState = {
    ...player,
    artistCorrect: player.artistCorrect || check.artistCorrect,
    songCorrect: player.songCorrect || check.songCorrect,
  };
  if (hasFinished(updated, room.songOnly)) {
    const elapsedMs = Math.max(0, now - phase.startedAt);
    const rank = room.players.filter((p) => p.medalRank > 0).length + 1;
    const points = rank <= 3 ? (room.settings.pointsByRank[rank - 1] ?? 0) : 0;
    const medalRank = rank <= 3 ? rank : 0;
    updated = {
      ...updated,
      medalRank,
      awardedPoints: points,
      points: updated.points + points,
      lastSongTime: toSeconds1(elapsedMs),
      guessMs: elapsedMs,
      songsGuessed: updated.songsGuessed + 1,
      totalGuessMs: updated.totalGuessMs + elapsedMs,
      goldMedals: updated.goldMedals + (medalRank === 1 ? 1 : 0),
      silverMedals: updated.silverMedals + (medalRank === 2 ? 1 : 0),
      bronzeMedals: updated.bronzeMedals + (medalRank === 3 ? 1 : 0),
    };
  }
  const changed = updated.artistCorrect !== player.artistCorrect || updated.songCorrect !== player.songCorrect;
  const reply = {
    ok: true as const,
    artistCorrect: updated.artistCorrect,
    songCorrect: updated.songCorrect,
    awardedPoints: updated.awardedPoints,
    medalRank: updated.medalRank,
  };
  return changed ? { room: replacePlayer(room, updated), reply, changed: updated } : { room, reply, changed: null };
}

/**
 * [GR1] At a game's end the top three by points get game rank 1, 2, 3; ties go to more songs
 * guessed, then less total answer time, then earlier join. A player with no points gets no rank.
 */
export function rankGame(players: readonly PlayerState[]): PlayerState[] {
  const order = players
    .map((player, index) => ({ player, index }))
    .filter(({ player }) => player.points > 0)
    .sort(
      (a, b) =>
        b.player.points - a.player.points ||
        b.player.songsGuessed - a.player.songsGuessed ||
        a.player.totalGuessMs - b.player.totalGuessMs ||
        a.index - b.index,
    )
    .slice(0, 3);
  const ranks = new Map(order.map(({ player }, i) => [player.key, i + 1]));
  return players.map((player) => ({ ...player, gameRank: ranks.get(player.key) ?? 0 }));
}

/**
 * [ST1] What a finished round adds to the database: the song's play, observed (people who heard the
 * whole round) and success counts, and each registered player's points, songs, time and medals.
 * [ST2] Bots and players who joined mid-round are not counted; [ST3] game ranks at a game's end.
 */
export function buildRoundRecord(room: RoomState, songId: number, endOfGame: boolean): RoundRecord {
  const people = room.players.filter((player) => !player.bot && !player.waiting);
  const finished = people.filter((player) => hasFinished(player, room.songOnly));
  const registered = people.filter((player) => player.userId !== null);
  return {
    categoryId: room.categoryId,
    songId,
    observed: people.length,
    successes: finished.length,
    players: registered
      .filter((player) => hasFinished(player, room.songOnly))
      .map((player) => ({
        userId: player.userId!,
        points: player.awardedPoints,
        songsGuessed: 1,
        guessMs: player.guessMs ?? 0,
        goldMedals: player.medalRank === 1 ? 1 : 0,
        silverMedals: player.medalRank === 2 ? 1 : 0,
        bronzeMedals: player.medalRank === 3 ? 1 : 0,
      })),
    gameRanks: endOfGame
      ? room.players
          .filter((player) => !player.bot && player.userId !== null && player.gameRank > 0)
          .map((player) => ({ userId: player.userId!, rank: player.gameRank }))
      : null,
  };
}
