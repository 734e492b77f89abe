import { describe, expect, it } from 'vitest';
import { HUB_ERROR } from '@earshot/shared/hub/events';
import { TEXTS } from '@earshot/shared/texts';
import { aRoom } from './builders.ts';
import { engine } from './engine-harness.ts';

describe('joining and leaving', () => {
  it('[JN1] an inactive room cannot be joined', () => {
    const room = engine(aRoom({ category: { active: false } }));
    expect(room.join('Ann')).toMatchObject({ ok: false, code: HUB_ERROR.ROOM_NOT_FOUND });
    expect(room.state.players).toEqual([]);
  });

  it('[JN2] names are unique per room ignoring case, and a refused join changes nothing', () => {
    const room = engine();
    room.join('Ann');
    room.take();
    const before = room.state;
    expect(room.join('aNN')).toEqual({ ok: false, code: HUB_ERROR.NAME_IN_USE, message: TEXTS.nameInUse });
    expect(room.state).toBe(before);
    expect(room.take()).toEqual([]);
  });

  it('[JN3] a mid-round join is flagged so the joiner is told the round is in session', () => {
    const room = engine();
    room.join('Ann');
    room.take();
    room.join('Bob');
    const effects = room.take();
    expect(effects.map((e) => e.type)).toEqual(['joined', 'playerChanged']);
    expect(effects[0]).toMatchObject({ midRound: true, name: 'Bob' });
    expect(room.player('Bob').waiting).toBe(true);
  });

  it('[JN3] a join between rounds takes part in the next round', () => {
    const room = engine();
    room.join('Ann');
    room.next();
    room.take();
    room.join('Bob');
    expect(room.take()[0]).toMatchObject({ midRound: false });
    room.next();
    expect(room.player('Bob').waiting).toBe(false);
  });

  it('[JN4] an account joining again moves to the new connection and keeps its scores', () => {
    const room = engine();
    room.join('Ann', { userId: 5, key: 'old' });
    room.send({ type: 'guess', key: 'old', text: room.song().title });
    room.send({ type: 'guess', key: 'old', text: room.song().artist });
    room.take();
    expect(room.join('Ann', { userId: 5, key: 'new' })).toEqual({ ok: true, name: 'Ann' });
    expect(room.takeTypes()).toEqual(['replaced', 'joined']);
    expect(room.state.players).toHaveLength(1);
    expect(room.state.players[0]).toMatchObject({ key: 'new', points: 3 });
    room.send({ type: 'leave', key: 'old' });
    expect(room.state.players).toHaveLength(1);
  });

  it('[JN5] leaving removes the player; an unknown connection leaving changes nothing', () => {
    const room = engine();
    room.join('Ann');
    room.join('Bob');
    room.take();
    const before = room.state;
    room.send({ type: 'leave', key: 'nobody' });
    expect(room.state.players).toBe(before.players);
    room.send({ type: 'leave', key: 'key-Bob' });
    const effects = room.take();
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({ type: 'playerLeft', player: { name: 'Bob' } });
    expect(room.state.players.map((p) => p.name)).toEqual(['Ann']);
  });
});
