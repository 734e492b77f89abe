import { HUB_ERROR, type Ack } from '@earshot/shared/hub/events';
import { TEXTS } from '@earshot/shared/texts';
import { findByKey, findByName, newPlayer } from './players.ts';
import type { Random } from './random.ts';
import type { Effect, NewPlayer } from './room-events.ts';
import type { RoomState } from './room-state.ts';
import { canPlay, startGame, stop } from './round-flow.ts';

export const ROOM_NOT_FOUND_TEXT = 'Room not found';

type Result = { room: RoomState; reply: Ack<{ name: string }> };

/**
 * [JN1] Only an active room can be joined. [JN2] Names are unique per room ignoring case.
 * [JN3] A player joining during a round waits for the next one. [JN4] An account already in the
 * room moves to the new connection and keeps its scores (the old connection is dropped).
 * [RD1] The first player of an idle room starts a game.
 */
export function join(room: RoomState, input: NewPlayer, now: number, random: Random, effects: Effect[]): Result {
  if (!room.active) return { room, reply: { ok: false, code: HUB_ERROR.ROOM_NOT_FOUND, message: ROOM_NOT_FOUND_TEXT } };
  const midRound = room.phase.kind === 'round';
  const same = input.userId === null ? undefined : room.players.find((p) => !p.bot && p.userId === input.userId);
  if (same) {
    const moved = { ...same, key: input.key };
    room = { ...room, players: room.players.map((p) => (p === same ? moved : p)) };
    effects.push({ type: 'replaced', oldKey: same.key, key: input.key });
    effects.push({ type: 'joined', key: input.key, name: moved.name, midRound: midRound && moved.waiting, state: room });
    return { room, reply: { ok: true, name: moved.name } };
  }
  if (findByName(room, input.name)) {
    return { room, reply: { ok: false, code: HUB_ERROR.NAME_IN_USE, message: TEXTS.nameInUse } };
  }
  const player = newPlayer(input, midRound);
  room = { ...room, players: [...room.players, player] };
  effects.push({ type: 'joined', key: player.key, name: player.name, midRound, state: room });
  effects.push({ type: 'playerChanged', player });
  if (room.phase.kind === 'idle' && canPlay(room)) room = startGame(room, now, random, effects);
  return { room, reply: { ok: true, name: player.name } };
}

/** [JN5] A leaving player is removed; [RD7] the last one stops the room. */
export function leave(room: RoomState, key: string, effects: Effect[]): RoomState {
  const player = findByKey(room, key);
  if (!player) return room;
  room = { ...room, players: room.players.filter((p) => p !== player) };
  effects.push({ type: 'playerLeft', player });
  return room.players.length === 0 ? stop(room, effects) : room;
}
