import { useEffect, useMemo, useReducer, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@earshot/shared/constants';
import { HUB_ERROR, type AckError, type ClientToServerEvents, type ServerToClientEvents } from '@earshot/shared/hub/events';
import type { GameState } from '@earshot/shared/hub/game-state';
import { checkChatMessage, parseWhisper } from '@earshot/shared/rules/chat';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import { clearTokenInfo, currentToken } from '../../../lib/auth.ts';
import { readStoredName, storeName } from '../model/player-name-storage.ts';
import { initialRoomSession, roomReducer, type RoomSession, type StateSource } from '../model/room-reducer.ts';

type HubSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Re-joins after a reconnect may meet our own old connection for a moment: try again this often. */
const REJOIN_RETRIES = 3;
const REJOIN_RETRY_MS = 1_500;

export type RoomActions = {
  /** Join under a guest name typed in the name form. */
  joinAs: (name: string) => void;
  setGuess: (text: string) => void;
  expireFeedback: (id: number) => void;
  /** Sends the guess box's text; the answer becomes the feedback. */
  submitGuess: () => void;
  /** Sends a chat line or a '/w name text' whisper; resolves to an error to show, or null. */
  sendChat: (text: string) => Promise<string | null>;
};

type Identity = { userName: string | null };

/** 'auto': account or stored name; 'form': typed in the name form; 'rejoin': after a reconnect. */
type JoinHow = 'auto' | 'form' | 'rejoin';

/**
 * One live session with one room (SPEC §4): connects, joins (account name, stored guest name or the
 * name form), feeds every hub event into the room reducer, re-joins after a reconnect, and disconnects
 * when the room page goes away. The caller keys it on the room id, so another room is a new session.
 */
export function useRoomSession(roomName: string, { userName }: Identity): { session: RoomSession; actions: RoomActions } {
  const [session, dispatch] = useReducer(roomReducer, initialRoomSession);
  const socketRef = useRef<HubSocket | null>(null);
  const sessionRef = useRef(session);
  const joinRef = useRef<(name: string, how: JoinHow) => void>(() => {});

  useEffect(() => {
    sessionRef.current = session;
  });

  useEffect(() => {
    const token = currentToken();
    const socket: HubSocket = io({
      path: HUB_PATH,
      query: { room: roomName },
      auth: token ? { token } : {},
      transports: ['websocket', 'polling'],
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 10_000,
      reconnectionAttempts: 20,
    });
    socketRef.current = socket;
    let acceptedName: string | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let isClosed = false;
    const closed = (reason: string) => {
      isClosed = true;
      dispatch({ type: 'joinStatus', status: { kind: 'closed', reason } });
    };

    const join = (name: string, how: JoinHow, attempt = 0) => {
      if (how === 'auto') dispatch({ type: 'joinStatus', status: { kind: 'joining' } });
      if (how === 'form') dispatch({ type: 'joinStatus', status: { kind: 'needName', error: null, pending: true } });
      dispatch({ type: 'joinSent' });
      socket.emit('JoinGame', name, roomName, (answer) => {
        if (answer.ok) {
          acceptedName = answer.name;
          dispatch({ type: 'joined', name: answer.name });
          if (!userName) storeName(answer.name);
          return;
        }
        if (answer.code === HUB_ERROR.NAME_IN_USE && how === 'rejoin' && attempt < REJOIN_RETRIES) {
          retryTimer = setTimeout(() => join(name, how, attempt + 1), REJOIN_RETRY_MS);
          return;
        }
        onJoinError(answer);
      });
    };
    joinRef.current = join;

    const onJoinError = (error: AckError) => {
      switch (error.code) {
        case HUB_ERROR.ROOM_NOT_FOUND:
          dispatch({ type: 'joinStatus', status: { kind: 'notFound' } });
          return;
        case HUB_ERROR.NAME_IN_USE:
        case HUB_ERROR.INVALID_NAME:
          if (!userName) {
            acceptedName = null;
            dispatch({ type: 'joinStatus', status: { kind: 'needName', error: error.message, pending: false } });
            return;
          }
          closed(error.message);
          return;
        default:
          closed(error.message);
      }
    };

    socket.on('connect', () => {
      dispatch({ type: 'connected' });
      const name = acceptedName ?? userName ?? readStoredName();
      if (name) join(name, acceptedName !== null ? 'rejoin' : 'auto');
      else dispatch({ type: 'joinStatus', status: { kind: 'needName', error: null, pending: false } });
    });
    socket.on('disconnect', (reason) => {
      dispatch({ type: 'disconnected' });
      // The server ended this connection on purpose (kick, ban): socket.io does not reconnect then.
      if (reason === 'io server disconnect' && !isClosed) closed(ROOM_TEXTS.connectionLost);
    });
    socket.io.on('reconnect_failed', () => closed(ROOM_TEXTS.connectionLost));
    // A refused handshake is final: socket.io does not retry it. With a token, the sign-in is no longer
    // valid: forget it, and the page starts a new session as a guest (docs/PROTOCOL.md, Connecting).
    socket.on('connect_error', (error) => {
      if (socket.active) return;
      if (token) clearTokenInfo();
      else closed(error.message || ROOM_TEXTS.connectionLost);
    });

    const onState = (source: StateSource) => (state: GameState) =>
      dispatch({ type: 'state', source, state, at: Date.now() });
    socket.on('GetRoomData', onState('data'));
    socket.on('UpdateRoom', onState('update'));
    socket.on('RoomRoundEnd', onState('roundEnd'));
    socket.on('PlayerUpdate', (player) => dispatch({ type: 'player', player }));
    socket.on('SendMessageToRoom', ({ name, message }) =>
      dispatch({ type: 'line', line: { kind: 'chat', name, message, at: Date.now() } }),
    );
    socket.on('SendSystemMessageToRoom', (message) =>
      dispatch({ type: 'line', line: { kind: 'system', message, at: Date.now() } }),
    );
    socket.on('SendWhisper', ({ from, to, message }) =>
      dispatch({ type: 'line', line: { kind: 'whisper', from, to, message, at: Date.now() } }),
    );
    socket.on('SendAcceptedName', (name) => {
      acceptedName = name;
      dispatch({ type: 'joined', name });
      if (!userName) storeName(name);
    });
    socket.on('Disconnect', (reason) => {
      dispatch({ type: 'line', line: { kind: 'system', message: reason, at: Date.now() } });
      closed(reason);
    });

    return () => {
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [roomName, userName]);

  const actions = useMemo<RoomActions>(
    () => ({
      joinAs: (name) => joinRef.current(name, 'form'),
      setGuess: (text) => dispatch({ type: 'guessText', text }),
      expireFeedback: (id) => dispatch({ type: 'feedbackExpired', id }),
      submitGuess: () => {
        const socket = socketRef.current;
        const text = sessionRef.current.guessText.trim();
        dispatch({ type: 'guessText', text: '' });
        if (!socket || text === '') return;
        socket.emit('SubmitGuess', text, (answer) =>
          dispatch({ type: 'guessAnswer', answer, random: Math.random(), at: Date.now() }),
        );
      },
      sendChat: (text) =>
        new Promise<string | null>((resolve) => {
          const socket = socketRef.current;
          const whisper = parseWhisper(text);
          const check = checkChatMessage(whisper ? whisper.message : text);
          if (check.kind === 'ignore' || !socket) return resolve(null);
          if (check.kind === 'error') return resolve(check.message);
          const done = (answer: { ok: true } | AckError) => resolve(answer.ok ? null : answer.message);
          if (whisper) socket.emit('SendWhisperToPlayer', check.text, whisper.target, done);
          else socket.emit('sendMessageToRoom', check.text, done);
        }),
    }),
    [],
  );

  return { session, actions };
}
