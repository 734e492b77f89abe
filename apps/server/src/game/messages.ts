import { HUB_ERROR, type Ack } from '@earshot/shared/hub/events';
import { parseWhisper } from '@earshot/shared/rules/chat';
import { TEXTS } from '@earshot/shared/texts';
import { checkRoomChat } from './chat-rules.ts';
import { NOT_IN_ROOM, findByKey, findByName } from './players.ts';
import type { Effect } from './room-events.ts';
import type { RoomState } from './room-state.ts';
import { appendChatLog } from './round-flow.ts';

type Result = { room: RoomState; reply: Ack };

const unknownTarget = { ok: false, code: HUB_ERROR.UNKNOWN_TARGET, message: TEXTS.playerNotFound } as const;

/** [CH5] Room chat goes to everyone in the room; '/w name text' typed in chat is a whisper, never public. */
export function chat(room: RoomState, key: string, text: string, effects: Effect[]): Result {
  const player = findByKey(room, key);
  if (!player) return { room, reply: NOT_IN_ROOM };
  const whisper = parseWhisper(text);
  if (whisper) return whisperTo(room, key, whisper.target, whisper.message, effects);
  const check = checkRoomChat(room, text);
  if (!check.ok) return { room, reply: check };
  effects.push({ type: 'chat', name: player.name, message: check.text });
  return { room: appendChatLog(room, `${player.name}: ${check.text}`), reply: { ok: true } };
}

/** [CH6] A whisper reaches only its target (and is echoed to its sender); the same chat rules apply. */
export function whisperTo(room: RoomState, key: string, targetName: string, text: string, effects: Effect[]): Result {
  const sender = findByKey(room, key);
  if (!sender) return { room, reply: NOT_IN_ROOM };
  const check = checkRoomChat(room, text);
  if (!check.ok) return { room, reply: check };
  const target = findByName(room, targetName);
  if (!target) return { room, reply: unknownTarget };
  effects.push({ type: 'whisper', fromKey: key, toKey: target.key, from: sender.name, to: target.name, message: check.text });
  return { room, reply: { ok: true } };
}

/** [CH7] An admin's message reaches the room as a system line. */
export function adminMessage(room: RoomState, text: string, effects: Effect[]): Result {
  const check = checkRoomChat(room, text);
  if (!check.ok) return { room, reply: check };
  effects.push({ type: 'system', message: check.text });
  return { room: appendChatLog(room, check.text), reply: { ok: true } };
}

export function adminWhisper(room: RoomState, from: string, targetName: string, text: string, effects: Effect[]): Result {
  const check = checkRoomChat(room, text);
  if (!check.ok) return { room, reply: check };
  const target = findByName(room, targetName);
  if (!target) return { room, reply: unknownTarget };
  effects.push({ type: 'whisper', fromKey: null, toKey: target.key, from, to: target.name, message: check.text });
  return { room, reply: { ok: true } };
}
