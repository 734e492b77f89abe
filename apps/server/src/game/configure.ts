import { TEXTS } from '@earshot/shared/texts';
import type { Random } from './random.ts';
import type { Effect, RoomEvent } from './room-events.ts';
import type { RoomState } from './room-state.ts';
import { appendChatLog, canPlay, startGame, stop } from './round-flow.ts';

type Configure = Extract<RoomEvent, { type: 'configure' }>;

/**
 * New category fields or songs. [RD8] Disabling stops the room: GetRoomData with roomActive false,
 * then 'Room has been disabled'; players stay but cannot guess. Enabling again (or songs arriving)
 * starts a game if anyone is there. New songs are drawn from the next round on.
 */
export function configure(room: RoomState, event: Configure, now: number, random: Random, effects: Effect[]): RoomState {
  const wasActive = room.active;
  const { categoryId, roomName, displayName, songOnly, visible, active } = event.category;
  room = {
    ...room,
    categoryId,
    roomName,
    displayName,
    songOnly,
    visible,
    active,
    songs: event.songs ?? room.songs,
    songCounts: event.counts ? { ...room.songCounts, ...event.counts } : room.songCounts,
  };
  if (wasActive && !active) {
    room = appendChatLog(stop(room, effects), TEXTS.roomDisabled);
    effects.push({ type: 'disabled', state: room });
    effects.push({ type: 'system', message: TEXTS.roomDisabled });
    return room;
  }
  return room.phase.kind === 'idle' && canPlay(room) ? startGame(room, now, random, effects) : room;
}
