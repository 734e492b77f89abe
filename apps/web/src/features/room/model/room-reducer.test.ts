import { describe, expect, it } from 'vitest';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import type { GameState } from '@earshot/shared/hub/game-state';
import { FEEDBACK, TEXTS, endOfRoundText } from '@earshot/shared/texts';
import { CHAT_MAX_LINES } from './chat-lines.ts';
import { phaseOf } from './phase.ts';
import { initialRoomSession, roomReducer, type RoomAction, type RoomSession, type StateSource } from './room-reducer.ts';
import { SERVER_NOW, aGameEnd, aGameState, aPlayer, aRoundEnd, anIdleRoom } from './test-builders.ts';

const LOCAL_NOW = SERVER_NOW - 1_500; // this browser's clock runs 1.5 s behind the server's

const run = (actions: RoomAction[], from: RoomSession = initialRoomSession): RoomSession => actions.reduce(roomReducer, from);
const state = (source: StateSource, game: GameState, at = LOCAL_NOW): RoomAction => ({ type: 'state', source, state: game, at });
const system = (message: string, at = LOCAL_NOW): RoomAction => ({ type: 'line', line: { kind: 'system', message, at } });
const systemLines = (session: RoomSession) => session.chat.flatMap((l) => (l.kind === 'system' ? [l.message] : []));
const names = (session: RoomSession) => session.game?.players.map((p) => `${p.name}:${p.points}`) ?? [];

/** docs/PROTOCOL.md "Join": ack → SendAcceptedName → GetRoomData → (mid-round line) → PlayerUpdate. */
const joinActions = (snapshot: GameState): RoomAction[] => [
  { type: 'connected' },
  { type: 'joinSent' },
  { type: 'joined', name: 'Bob' },
  state('data', snapshot),
  ...(snapshot.isPlaying ? [system(TEXTS.roundInSession, LOCAL_NOW + 10)] : []),
  { type: 'player', player: aPlayer({ name: 'Bob' }) },
];

describe('roomReducer — joining (SPEC §4 Room flow)', () => {
  it('joined mid-round (isPlaying): waits for the next round, one "Round currently in session" line', () => {
    const session = run(joinActions(aGameState()));
    expect(session).toMatchObject({ join: { kind: 'joined' }, connected: true, name: 'Bob', waiting: true, awaitingSnapshot: false });
    expect(systemLines(session)).toEqual([TEXTS.roundInSession]); // the server's copy is the same line
    expect(names(session)).toEqual(['Alice:0', 'Bob:0']);
    expect(session.clockOffsetMs).toBe(1_500);
  });

  it('joined an idle room, then the game starts: never waits (GetRoomData round 1 → UpdateRoom)', () => {
    const round1 = aGameState({ currentRound: 1 });
    const session = run([...joinActions(anIdleRoom()), state('data', round1), state('update', round1)]);
    expect(session.waiting).toBe(false);
    expect(systemLines(session)).toEqual([]);
    expect(phaseOf(session.game!)).toBe('round');
  });

  it.each<[string, StateSource, GameState, boolean]>([
    ['a round start (UpdateRoom) ends the wait', 'update', aGameState({ currentRound: 3 }), false],
    ['a round end ends the wait', 'roundEnd', aRoundEnd(), false],
    ['a game end ends the wait', 'roundEnd', aGameEnd(), false],
    ['a snapshot of the same round keeps it', 'data', aGameState(), true],
  ])('waiting mid-round: %s', (_name, source, next, waiting) => {
    expect(run([state(source, next)], run(joinActions(aGameState()))).waiting).toBe(waiting);
  });

  it('a re-join after a reconnect mid-round waits again (the server treats it as a new join)', () => {
    const joinedIdle = run([...joinActions(anIdleRoom()), state('update', aGameState())]);
    expect(joinedIdle.waiting).toBe(false);
    const rejoined = run([{ type: 'disconnected' }, { type: 'connected' }, { type: 'joinSent' }, state('data', aGameState())], joinedIdle);
    expect(rejoined.waiting).toBe(true);
    expect(systemLines(rejoined)).toEqual([TEXTS.roundInSession]);
  });
});

describe('roomReducer — each new state (SPEC §4 "Each new state resets…")', () => {
  const mid: RoomAction[] = [
    ...joinActions(anIdleRoom()),
    state('update', aGameState()),
    { type: 'guessText', text: 'the ban' },
    { type: 'guessAnswer', answer: { ok: true, artistCorrect: true, songCorrect: true, awardedPoints: 3, medalRank: 1 }, random: 0, at: LOCAL_NOW },
    { type: 'guessText', text: 'half typed' },
  ];

  it('before the new state: the flags, award, feedback and text are set', () => {
    expect(run(mid)).toMatchObject({ found: { artist: true, song: true }, award: { points: 3, medalRank: 1 }, guessText: 'half typed' });
    expect(run(mid).feedback).not.toBeNull();
  });

  it.each<[string, StateSource, GameState]>([
    ['UpdateRoom (new round)', 'update', aGameState({ currentRound: 3 })],
    ['RoomRoundEnd', 'roundEnd', aRoundEnd()],
    ['GetRoomData', 'data', aGameState()],
  ])('%s resets the artist/song flags, the guess text, the award and the feedback', (_name, source, next) => {
    const session = run([...mid, state(source, next, LOCAL_NOW + 5_000)]);
    expect(session).toMatchObject({ found: { artist: false, song: false }, guessText: '', award: null, feedback: null });
    expect(session.game).toEqual(next);
    expect(session.clockOffsetMs).toBe(next.serverTime - (LOCAL_NOW + 5_000));
  });
});

describe('roomReducer — round end, game end, room disabled (docs/PROTOCOL.md emission order)', () => {
  const playing = run([...joinActions(anIdleRoom()), state('update', aGameState())]);

  it('RoomRoundEnd reveals the song; the backlog stays newest first', () => {
    const session = run([state('roundEnd', aRoundEnd()), system(endOfRoundText(2))], playing);
    expect(phaseOf(session.game!)).toBe('roundEnd');
    expect(session.game?.currentSong).toMatchObject({ title: 'Song Two', artist: 'The Band' });
    expect(session.game?.songBacklog.map((b) => b.song.title)).toEqual(['Song Two', 'Song Zero']);
    expect(systemLines(session)).toEqual(['End of round 2']);
  });

  it('RoomRoundEnd with endOfGame shows the Game Over phase', () => {
    const session = run([state('roundEnd', aGameEnd())], playing);
    expect(phaseOf(session.game!)).toBe('gameEnd');
    expect(session.game?.endOfGame).toBe(true);
  });

  it('GetRoomData with roomActive false: one "Room has been disabled" line, even with the server\'s copy', () => {
    const disabled = anIdleRoom({ roomActive: false });
    const session = run([state('data', disabled), system(TEXTS.roomDisabled, LOCAL_NOW + 20)], playing);
    expect(phaseOf(session.game!)).toBe('disabled');
    expect(systemLines(session)).toEqual([TEXTS.roomDisabled]);
    // A later snapshot of the still-disabled room says nothing new.
    expect(systemLines(run([state('data', disabled, LOCAL_NOW + 10_000)], session))).toEqual([TEXTS.roomDisabled]);
  });
});

describe('roomReducer — PlayerUpdate (SPEC §4: add, replace, remove when removed is true)', () => {
  const joined = run(joinActions(anIdleRoom())); // Alice, Bob

  it.each<[string, RoomAction, string[]]>([
    ['adds a new player', { type: 'player', player: aPlayer({ name: 'Cleo', points: 1 }) }, ['Alice:0', 'Bob:0', 'Cleo:1']],
    ['replaces a player by name, ignoring case', { type: 'player', player: aPlayer({ name: 'ALICE', points: 3 }) }, ['ALICE:3', 'Bob:0']],
    ['removes a player when removed is true', { type: 'player', player: aPlayer({ name: 'alice', removed: true }) }, ['Bob:0']],
    ['ignores the removal of an unknown player', { type: 'player', player: aPlayer({ name: 'Zed', removed: true }) }, ['Alice:0', 'Bob:0']],
  ])('%s', (_name, action, expected) => {
    expect(names(run([action], joined)).sort()).toEqual(expected); // display order is player-order's job
  });

  it('is ignored before the first state arrives', () => {
    expect(run([{ type: 'player', player: aPlayer() }]).game).toBeNull();
  });
});

describe('roomReducer — guess answers and feedback (SPEC §4 Guess)', () => {
  const playing = run([...joinActions(anIdleRoom()), state('update', aGameState())]);
  const answer = (a: Extract<RoomAction, { type: 'guessAnswer' }>['answer']): RoomAction => ({ type: 'guessAnswer', answer: a, random: 0, at: LOCAL_NOW });

  it('a correct song sets its flag and shows right feedback; no award until finished', () => {
    const session = run([answer({ ok: true, artistCorrect: false, songCorrect: true, awardedPoints: 0, medalRank: 0 })], playing);
    expect(session.found).toEqual({ artist: false, song: true });
    expect(session.feedback).toEqual({ id: playing.nextId, text: FEEDBACK.correctSong[0], tone: 'right', at: LOCAL_NOW });
    expect(session.award).toBeNull();
  });

  it('finishing keeps the award (medal and +points)', () => {
    const session = run([answer({ ok: true, artistCorrect: true, songCorrect: true, awardedPoints: 2, medalRank: 2 })], playing);
    expect(session.award).toEqual({ points: 2, medalRank: 2 });
  });

  it('a wait answer is neutral and leaves the flags', () => {
    const session = run([answer({ ok: false, code: HUB_ERROR.WAIT_ROUND, message: TEXTS.waitNextRound })], playing);
    expect(session.feedback).toMatchObject({ text: 'Please wait for the next round', tone: 'neutral' });
    expect(session.found).toEqual({ artist: false, song: false });
  });

  it('feedback clears only when its own timer expires', () => {
    const first = run([answer({ ok: false, code: HUB_ERROR.WAIT_GAME, message: TEXTS.waitNextGame })], playing);
    const second = run([answer({ ok: false, code: HUB_ERROR.WAIT_GAME, message: TEXTS.waitNextGame })], first);
    const staleTimer = run([{ type: 'feedbackExpired', id: first.feedback!.id }], second);
    expect(staleTimer.feedback).toEqual(second.feedback);
    expect(run([{ type: 'feedbackExpired', id: second.feedback!.id }], second).feedback).toBeNull();
  });
});

describe('roomReducer — connection and chat', () => {
  it('tracks the connection and join status', () => {
    expect(run([{ type: 'connected' }]).connected).toBe(true);
    expect(run([{ type: 'connected' }, { type: 'disconnected' }]).connected).toBe(false);
    const status = { kind: 'needName', error: TEXTS.nameInUse, pending: false } as const;
    expect(run([{ type: 'joinStatus', status }]).join).toEqual(status);
  });

  it(`keeps the newest ${CHAT_MAX_LINES} chat lines, with increasing ids`, () => {
    const lines = Array.from({ length: CHAT_MAX_LINES + 10 }, (_, i): RoomAction => ({
      type: 'line',
      line: { kind: 'chat', name: 'Alice', message: `m${i}`, at: LOCAL_NOW + i },
    }));
    const session = run(lines);
    expect(session.chat).toHaveLength(CHAT_MAX_LINES);
    expect(session.chat[0]).toMatchObject({ id: 11, message: 'm10' });
    expect(session.chat.at(-1)).toMatchObject({ id: CHAT_MAX_LINES + 10, message: `m${CHAT_MAX_LINES + 9}` });
  });
});
