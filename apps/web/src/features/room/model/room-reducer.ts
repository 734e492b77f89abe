import type { Ack, GuessResult } from '@earshot/shared/hub/events';
import type { GameState, RoomPlayer } from '@earshot/shared/hub/game-state';
import { TEXTS } from '@earshot/shared/texts';
import { appendLine, type ChatLine, type NewChatLine } from './chat-lines.ts';
import { feedbackFor, type Feedback, type Found } from './guess-feedback.ts';

/** How far the session is with joining the room. */
export type JoinStatus =
  | { kind: 'connecting' }
  /** A guest without a usable name: the name form shows, with the server's or the rule's error. */
  | { kind: 'needName'; error: string | null; pending: boolean }
  | { kind: 'joining' }
  | { kind: 'joined' }
  | { kind: 'notFound' }
  /** The server refused us for good (ban, kick) or the connection gave up. */
  | { kind: 'closed'; reason: string };

/** The award of the viewer's last correct guess this round (medal and '+N'). */
export type Award = { points: number; medalRank: number };

/** Everything the room screen shows, fed by hub events; the one place the game state lives. */
export type RoomSession = {
  join: JoinStatus;
  connected: boolean;
  /** The name the server accepted for us. */
  name: string | null;
  game: GameState | null;
  /** Joined mid-round: the audio stays paused until the next round starts. */
  waiting: boolean;
  /** A join (or a re-join after a reconnect) was sent: the next GetRoomData is our snapshot. */
  awaitingSnapshot: boolean;
  /** serverTime − local time when the last state arrived: countdowns run on the server's clock. */
  clockOffsetMs: number;
  chat: ChatLine[];
  guessText: string;
  found: Found;
  award: Award | null;
  feedback: Feedback | null;
  nextId: number;
};

export type StateSource = 'data' | 'update' | 'roundEnd';

export type RoomAction =
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'joinStatus'; status: JoinStatus }
  | { type: 'joinSent' }
  | { type: 'joined'; name: string }
  | { type: 'state'; source: StateSource; state: GameState; at: number }
  | { type: 'player'; player: RoomPlayer }
  | { type: 'line'; line: NewChatLine }
  | { type: 'guessText'; text: string }
  | { type: 'guessAnswer'; answer: Ack<GuessResult>; random: number; at: number }
  | { type: 'feedbackExpired'; id: number };

export const initialRoomSession: RoomSession = {
  join: { kind: 'connecting' },
  connected: false,
  name: null,
  game: null,
  waiting: false,
  awaitingSnapshot: false,
  clockOffsetMs: 0,
  chat: [],
  guessText: '',
  found: { artist: false, song: false },
  award: null,
  feedback: null,
  nextId: 1,
};

function addLine(session: RoomSession, line: NewChatLine): RoomSession {
  const chat = appendLine(session.chat, line, session.nextId);
  return chat === session.chat ? session : { ...session, chat, nextId: session.nextId + 1 };
}

/**
 * A join's snapshot taken mid-round means waiting for the next round (SPEC §4, game rule JN3); so does
 * a re-join after a reconnect, which the server treats as a new join. A round start always ends the
 * wait; other broadcasts (a new game's snapshot, a round end) leave it as it was.
 */
function isWaiting(previous: RoomSession, source: StateSource, state: GameState): boolean {
  if (!state.isPlaying || source === 'update') return false;
  return previous.awaitingSnapshot || previous.waiting;
}

function applyState(session: RoomSession, source: StateSource, state: GameState, at: number): RoomSession {
  const first = session.game === null;
  const waiting = isWaiting(session, source, state);
  let next: RoomSession = {
    ...session,
    join: { kind: 'joined' },
    game: state,
    waiting,
    awaitingSnapshot: source === 'data' ? false : session.awaitingSnapshot,
    clockOffsetMs: state.serverTime - at,
    guessText: '',
    found: { artist: false, song: false },
    award: null,
    feedback: null,
  };
  if (waiting && !session.waiting) next = addLine(next, { kind: 'system', message: TEXTS.roundInSession, at });
  const wasActive = first || session.game?.roomActive !== false;
  if (!state.roomActive && wasActive) next = addLine(next, { kind: 'system', message: TEXTS.roomDisabled, at });
  return next;
}

function applyPlayer(session: RoomSession, player: RoomPlayer): RoomSession {
  const game = session.game;
  if (!game) return session;
  const key = player.name.toLowerCase(); // names are unique in a room ignoring case
  const others = game.players.filter((p) => p.name.toLowerCase() !== key);
  const players = player.removed ? others : [...others, player];
  return { ...session, game: { ...game, players } };
}

function applyGuessAnswer(session: RoomSession, answer: Ack<GuessResult>, random: number, at: number): RoomSession {
  const songOnly = session.game?.songOnly ?? false;
  const result = feedbackFor(answer, session.found, songOnly, random);
  const award = answer.ok && answer.awardedPoints > 0 ? { points: answer.awardedPoints, medalRank: answer.medalRank } : session.award;
  return {
    ...session,
    found: result.found,
    award,
    feedback: { id: session.nextId, text: result.text, tone: result.tone, at },
    nextId: session.nextId + 1,
  };
}

export function roomReducer(session: RoomSession, action: RoomAction): RoomSession {
  switch (action.type) {
    case 'connected':
      return { ...session, connected: true };
    case 'disconnected':
      return { ...session, connected: false };
    case 'joinStatus':
      return { ...session, join: action.status };
    case 'joinSent':
      return { ...session, awaitingSnapshot: true };
    case 'joined':
      return { ...session, name: action.name };
    case 'state':
      return applyState(session, action.source, action.state, action.at);
    case 'player':
      return applyPlayer(session, action.player);
    case 'line':
      return addLine(session, action.line);
    case 'guessText':
      return { ...session, guessText: action.text };
    case 'guessAnswer':
      return applyGuessAnswer(session, action.answer, action.random, action.at);
    case 'feedbackExpired':
      return session.feedback?.id === action.id ? { ...session, feedback: null } : session;
    default: {
      const never: never = action;
      return never;
    }
  }
}
