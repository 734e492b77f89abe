import { z } from 'zod';
import { CHAT_MAX_LENGTH_EXCLUSIVE, GUESS_MAX_LENGTH } from '../constants.ts';
import type { AdminRoom, GameState, RoomPlayer } from './game-state.ts';

/** Error codes of hub acks (DESIGN §6). The message carries the specification's text where it has one. */
export const HUB_ERROR = {
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  INVALID_NAME: 'INVALID_NAME',
  NAME_IN_USE: 'NAME_IN_USE',
  ROOM_NOT_FOUND: 'ROOM_NOT_FOUND',
  ROOM_DISABLED: 'ROOM_DISABLED',
  BANNED: 'BANNED',
  NOT_IN_ROOM: 'NOT_IN_ROOM',
  WAIT_ROUND: 'WAIT_ROUND',
  WAIT_GAME: 'WAIT_GAME',
  MESSAGE_EMPTY: 'MESSAGE_EMPTY',
  MESSAGE_TOO_LONG: 'MESSAGE_TOO_LONG',
  MESSAGE_HTML: 'MESSAGE_HTML',
  GUESS_IN_CHAT: 'GUESS_IN_CHAT',
  UNKNOWN_TARGET: 'UNKNOWN_TARGET',
  RATE_LIMITED: 'RATE_LIMITED',
  FORBIDDEN: 'FORBIDDEN',
} as const;
export type HubErrorCode = (typeof HUB_ERROR)[keyof typeof HUB_ERROR];

export type AckError = { ok: false; code: HubErrorCode; message: string };
export type Ack<T extends object = object> = ({ ok: true } & T) | AckError;
export type AckCallback<T extends object = object> = (answer: Ack<T>) => void;

/** Arguments are positional, validated at the edge with these schemas. Oversized text is cut by the rules, not here. */
export const hubArgs = {
  JoinGame: z.tuple([z.string().max(64), z.string().min(1).max(100)]), // name, roomName
  SubmitGuess: z.tuple([z.string().max(GUESS_MAX_LENGTH)]), // text
  sendMessageToRoom: z.tuple([z.string().max(CHAT_MAX_LENGTH_EXCLUSIVE * 4)]), // text
  SendWhisperToPlayer: z.tuple([z.string().max(CHAT_MAX_LENGTH_EXCLUSIVE * 4), z.string().min(1).max(64)]), // text, targetName
  JoinGameAdmin: z.tuple([]),
  AdminMessageToRoom: z.tuple([z.string().min(1).max(100), z.string().max(CHAT_MAX_LENGTH_EXCLUSIVE * 4)]), // roomName, text
  AdminWhisperToPlayer: z.tuple([
    z.string().min(1).max(100),
    z.string().min(1).max(64),
    z.string().max(CHAT_MAX_LENGTH_EXCLUSIVE * 4),
  ]), // roomName, targetName, text
} as const;

export type GuessResult = {
  artistCorrect: boolean;
  songCorrect: boolean;
  awardedPoints: number;
  medalRank: number;
};

export type ChatMessage = { name: string; message: string; roomName?: string };
export type Whisper = { from: string; to: string; message: string; roomName?: string };
export type AdminLogEntry = { time: number; action: string; roomName: string | null; name: string | null; ip: string | null };

export interface ClientToServerEvents {
  JoinGame: (name: string, roomName: string, ack: AckCallback<{ name: string }>) => void;
  SubmitGuess: (text: string, ack: AckCallback<GuessResult>) => void;
  sendMessageToRoom: (text: string, ack: AckCallback) => void;
  SendWhisperToPlayer: (text: string, targetName: string, ack: AckCallback) => void;
  JoinGameAdmin: (ack: AckCallback<{ rooms: AdminRoom[] }>) => void;
  AdminMessageToRoom: (roomName: string, text: string, ack: AckCallback) => void;
  AdminWhisperToPlayer: (roomName: string, targetName: string, text: string, ack: AckCallback) => void;
}

export interface ServerToClientEvents {
  GetRoomData: (state: GameState) => void;
  UpdateRoom: (state: GameState) => void;
  RoomRoundEnd: (state: GameState) => void;
  PlayerUpdate: (player: RoomPlayer) => void;
  SendMessageToRoom: (message: ChatMessage) => void;
  /** Admin copies carry the room name as a second argument. */
  SendSystemMessageToRoom: (message: string, roomName?: string) => void;
  SendWhisper: (whisper: Whisper) => void;
  SendAcceptedName: (name: string) => void;
  Disconnect: (reason: string) => void;
  AdminLog: (entry: AdminLogEntry) => void;
}
