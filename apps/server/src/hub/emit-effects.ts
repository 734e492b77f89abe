import { TEXTS } from '@earshot/shared/texts';
import type { Clock } from '../clock.ts';
import type { Effect, RoundRecord } from '../game/room-events.ts';
import type { RoomRunner } from '../game/room-runner.ts';
import type { RoomState } from '../game/room-state.ts';
import { toAdminStateView, toPlayerView, toRoomPlayer } from '../game/views.ts';
import { ADMIN_CHANNEL, roomChannel, roomKeyOf, sessionOf, type HubServer } from './session.ts';

export const REPLACED_TEXT = 'You joined this room from another window';

export type EmitterDeps = { io: HubServer; clock: Clock; persist: (record: RoundRecord) => void };

/**
 * Turns a room's effects into Socket.IO emissions, in order. Players get `toPlayerView` only; the
 * admin channel gets a copy of every room event carrying the room name (state copies with the song
 * in full). Per-joiner messages (accepted name, snapshot, 'round in session') go to the joiner alone.
 */
export function createEffectEmitter({ io, clock, persist }: EmitterDeps) {
  return (effects: Effect[], runner: RoomRunner): void => {
    const { roomName } = runner.state;
    const room = io.to(roomChannel(roomKeyOf(roomName)));
    const admins = io.to(ADMIN_CHANNEL);
    const playerView = (state: RoomState) => toPlayerView(state, clock.now());
    const adminView = (state: RoomState) => toAdminStateView(state, clock.now());

    for (const effect of effects) {
      switch (effect.type) {
        case 'joined': {
          const socket = io.sockets.sockets.get(effect.key);
          if (!socket) break;
          socket.emit('SendAcceptedName', effect.name);
          socket.emit('GetRoomData', playerView(effect.state));
          if (effect.midRound) socket.emit('SendSystemMessageToRoom', TEXTS.roundInSession);
          break;
        }
        case 'replaced': {
          const old = io.sockets.sockets.get(effect.oldKey);
          if (!old) break;
          sessionOf(old).room = null;
          old.leave(roomChannel(roomKeyOf(roomName)));
          old.emit('Disconnect', REPLACED_TEXT);
          old.disconnect(true);
          break;
        }
        case 'playerChanged':
        case 'playerLeft': {
          const player = toRoomPlayer(effect.player);
          const update = effect.type === 'playerLeft' ? { ...player, removed: true } : player;
          room.emit('PlayerUpdate', update);
          admins.emit('PlayerUpdate', { ...update, roomName });
          break;
        }
        case 'gameStarted':
        case 'disabled':
        case 'stopped':
          if (effect.type !== 'stopped') room.emit('GetRoomData', playerView(effect.state));
          admins.emit('GetRoomData', adminView(effect.state));
          break;
        case 'roundStarted':
          room.emit('UpdateRoom', playerView(effect.state));
          admins.emit('UpdateRoom', adminView(effect.state));
          break;
        case 'roundEnded':
          room.emit('RoomRoundEnd', playerView(effect.state));
          admins.emit('RoomRoundEnd', adminView(effect.state));
          persist(effect.record);
          break;
        case 'chat':
          room.emit('SendMessageToRoom', { name: effect.name, message: effect.message });
          admins.emit('SendMessageToRoom', { name: effect.name, message: effect.message, roomName });
          break;
        case 'system':
          room.emit('SendSystemMessageToRoom', effect.message);
          admins.emit('SendSystemMessageToRoom', effect.message, roomName);
          break;
        case 'whisper': {
          const whisper = { from: effect.from, to: effect.to, message: effect.message };
          io.to(effect.fromKey ? [effect.toKey, effect.fromKey] : effect.toKey).emit('SendWhisper', whisper);
          admins.emit('SendWhisper', { ...whisper, roomName });
          break;
        }
        default: {
          const never: never = effect;
          throw new Error(`Unhandled effect ${JSON.stringify(never)}`);
        }
      }
    }
  };
}
