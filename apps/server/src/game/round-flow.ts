import type { BacklogItem, Song } from '@earshot/shared/hub/game-state';
import { endOfRoundText } from '@earshot/shared/texts';
import { botGuessTexts, planBotRound } from './bots.ts';
import { findByKey, hasFinished, resetForGame, resetForRound } from './players.ts';
import type { Random } from './random.ts';
import type { Effect } from './room-events.ts';
import type { PlayerState, RoomState, SongEntry } from './room-state.ts';
import { applyGuess, buildRoundRecord, rankGame } from './scoring.ts';
import { drawSong } from './song-draw.ts';

export const toSong = ({ id: _id, ...song }: SongEntry): Song => song;

/** [RD1] A room plays while it is active, has songs and has at least one player or bot. */
export const canPlay = (room: RoomState): boolean => room.active && room.songs.length > 0 && room.players.length > 0;

export function appendChatLog(room: RoomState, line: string): RoomState {
  const chatLog = [...room.chatLog, line];
  return { ...room, chatLog: chatLog.slice(-room.settings.chatLogLimit) };
}

type Due = { at: number; run: (room: RoomState, random: Random, effects: Effect[]) => RoomState };

/** The earliest pending deadline of the room, or null when nothing is scheduled. */
function nextDue(room: RoomState): Due | null {
  const phase = room.phase;
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'round': {
      let bot: { key: string; at: number } | undefined;
      for (const player of room.players) {
        const plan = player.bot?.plan;
        if (plan && plan.at < phase.endsAt && (!bot || plan.at < bot.at)) bot = { key: player.key, at: plan.at };
      }
      if (bot) {
        const { key, at } = bot;
        return { at, run: (room, random, effects) => runBotGuess(room, key, at, random, effects) };
      }
      return { at: phase.endsAt, run: (room, _random, effects) => endRound(room, phase.endsAt, effects) };
    }
    case 'roundEnd':
      return {
        at: phase.nextRoundAt,
        run: (room, random, effects) => startRound(room, phase.nextRoundAt, phase.round + 1, random, effects),
      };
    case 'gameEnd':
      return { at: phase.nextGameAt, run: (room, random, effects) => startGame(room, phase.nextGameAt, random, effects) };
  }
}

/** When the runner should next wake the room (absolute ms), or null. */
export function nextDeadline(room: RoomState): number | null {
  return nextDue(room)?.at ?? null;
}

/**
 * Processes every deadline up to `now`, each at its own time, so a late timer never shifts the
 * schedule [RD6] and an event always sees the phase the clock says it is in.
 */
export function advance(room: RoomState, now: number, random: Random, effects: Effect[]): RoomState {
  for (let due = nextDue(room); due && due.at <= now; due = nextDue(room)) room = due.run(room, random, effects);
  return room;
}

/** [RD2] A game: scores reset, bots that have played their games leave [BT4], then round 1. */
export function startGame(room: RoomState, at: number, random: Random, effects: Effect[]): RoomState {
  const leaving = room.players.filter((p) => p.bot && p.bot.gamesPlayed >= room.settings.botGamesBeforeLeaving);
  for (const player of leaving) effects.push({ type: 'playerLeft', player });
  room = {
    ...room,
    players: room.players.filter((p) => !leaving.includes(p)).map(resetForGame),
    playedThisGame: [],
  };
  if (!canPlay(room)) return stop(room, effects);
  return startRound(room, at, 1, random, effects, true);
}

/** [RD3] A round: a song is drawn, everyone's round flags reset, bots plan their answer. */
export function startRound(
  room: RoomState,
  at: number,
  round: number,
  random: Random,
  effects: Effect[],
  newGame = false,
): RoomState {
  const song = canPlay(room) ? drawSong(room, random) : undefined;
  if (!song) return stop(room, effects);
  const playSeq = room.playSeq + 1;
  const players = room.players.map((player) => {
    const reset = resetForRound(player);
    return reset.bot ? { ...reset, bot: { ...reset.bot, plan: planBotRound(reset.bot, at, random) } } : reset;
  });
  room = {
    ...room,
    players,
    playSeq,
    lastPlayed: { ...room.lastPlayed, [song.id]: playSeq },
    playedThisGame: [...room.playedThisGame, song.id],
    phase: { kind: 'round', round, song, startedAt: at, endsAt: at + room.settings.roundDurationMs },
  };
  if (newGame) effects.push({ type: 'gameStarted', state: room });
  effects.push({ type: 'roundStarted', state: room });
  return room;
}

/**
 * [RD4] A round ends at its deadline: the song joins the backlog (newest first, bounded), its counts
 * grow, then a pause before the next round, or [RD5] after the last round the game-end pause with
 * game ranks [GR1].
 */
export function endRound(room: RoomState, at: number, effects: Effect[]): RoomState {
  const phase = room.phase;
  if (phase.kind !== 'round') return room;
  const endOfGame = phase.round >= room.settings.roundsPerGame;
  let players = room.players.map((p) => (p.bot ? { ...p, bot: { ...p.bot, plan: null } } : p));
  if (endOfGame) {
    players = rankGame(players).map((p) => (p.bot ? { ...p, bot: { ...p.bot, gamesPlayed: p.bot.gamesPlayed + 1 } } : p));
  }
  room = { ...room, players };
  const record = buildRoundRecord(room, phase.song.id, endOfGame);
  const item: BacklogItem = {
    song: toSong(phase.song),
    playerAwards: players
      .filter((p) => hasFinished(p, room.songOnly))
      .map((p) => ({ playerName: p.name, awardedPoints: p.awardedPoints, awardRank: p.medalRank })),
  };
  const counts = room.songCounts[phase.song.id] ?? { playCount: 0, observedCount: 0, successCount: 0 };
  const base = { round: phase.round, song: phase.song, startedAt: phase.startedAt, endedAt: at };
  room = {
    ...room,
    backlog: [item, ...room.backlog].slice(0, room.settings.backlogLimit),
    songCounts: {
      ...room.songCounts,
      [phase.song.id]: {
        playCount: counts.playCount + 1,
        observedCount: counts.observedCount + record.observed,
        successCount: counts.successCount + record.successes,
      },
    },
    phase: endOfGame
      ? { kind: 'gameEnd', ...base, nextGameAt: at + room.settings.gameEndPauseMs }
      : { kind: 'roundEnd', ...base, nextRoundAt: at + room.settings.roundPauseMs },
  };
  const message = endOfRoundText(phase.round);
  room = appendChatLog(room, message);
  effects.push({ type: 'roundEnded', round: phase.round, endOfGame, state: room, record });
  effects.push({ type: 'system', message });
  return room;
}

/** [RD7] Back to idle: nothing scheduled, the current game forgotten; players (if any) stay. */
export function stop(room: RoomState, effects: Effect[]): RoomState {
  const wasIdle = room.phase.kind === 'idle';
  room = {
    ...room,
    phase: { kind: 'idle' },
    playedThisGame: [],
    players: room.players.map((p) => resetForGame({ ...p, waiting: false, bot: p.bot && { ...p.bot, plan: null } })),
  };
  if (!wasIdle) effects.push({ type: 'stopped', state: room });
  return room;
}

function runBotGuess(room: RoomState, key: string, at: number, random: Random, effects: Effect[]): RoomState {
  const bot = findByKey(room, key);
  if (room.phase.kind !== 'round' || !bot?.bot?.plan) return room;
  const texts = botGuessTexts(room.phase.song, room.songOnly, bot.bot.plan.correct, random);
  room = {
    ...room,
    players: room.players.map((p) => (p.key === key && p.bot ? { ...p, bot: { ...p.bot, plan: null } } : p)),
  };
  let changed: PlayerState | null = null;
  for (const text of texts) {
    const outcome = applyGuess(room, key, text, at);
    room = outcome.room;
    changed = outcome.changed ?? changed;
  }
  if (changed) effects.push({ type: 'playerChanged', player: findByKey(room, key) ?? changed });
  return room;
}
