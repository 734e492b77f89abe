import { describe, expect, it } from 'vitest';
import { gameStateSchema, adminRoomSchema } from '@earshot/shared/hub/game-state';
import { toAdminStateView, toAdminView, toPlayerView } from '../../src/game/views.ts';
import { engine, T0 } from './engine-harness.ts';

describe('views', () => {
  it('[VW1] during a round a player sees only the preview; nothing carries the title or artist', () => {
    const room = engine();
    room.join('Ann');
    const song = room.song();
    const view = toPlayerView(room.state, room.now);
    expect(gameStateSchema.parse(view)).toEqual(view);
    expect(view.currentSong).toEqual({ preview: song.preview });
    const text = JSON.stringify(view);
    expect(text).not.toContain(song.title);
    expect(text).not.toContain(song.artist);
    expect(view).toMatchObject({ isPlaying: true, endOfRound: false, endOfGame: false, currentRound: 1, endOfRoundTime: T0 + 30_000, serverTime: T0 });
  });

  it('[VW1] after the round the song is revealed in the state and the backlog', () => {
    const room = engine();
    room.join('Ann');
    const { id: _id, ...song } = room.song();
    room.guess('Ann', song.title);
    room.guess('Ann', song.artist);
    room.next();
    const view = toPlayerView(room.state, room.now);
    expect(view.currentSong).toEqual(song);
    expect(view.songBacklog[0]).toEqual({ song, playerAwards: [{ playerName: 'Ann', awardedPoints: 3, awardRank: 1 }] });
    expect(view).toMatchObject({ isPlaying: false, endOfRound: true, endOfGame: false, roundDuration: 30, roundPause: 10, gameEndPause: 20 });
    expect(view.players[0]).toMatchObject({ name: 'Ann', points: 3, averageTime: 0, isBot: false, medalRank: 1 });
  });

  it('[VW1] game end: endOfGame with the time the next game starts', () => {
    const room = engine();
    room.join('Ann');
    while (room.state.phase.kind !== 'gameEnd') room.next();
    const view = toPlayerView(room.state, room.now);
    expect(view).toMatchObject({ endOfGame: true, endOfRound: false, isPlaying: false, endOfGameTime: room.now + 20_000, currentRound: 3 });
  });

  it('idle: no song, round 0, no timers', () => {
    const room = engine();
    expect(toPlayerView(room.state, T0)).toMatchObject({ currentSong: null, currentRound: 0, endOfRoundTime: 0, endOfGameTime: 0, isPlaying: false });
  });

  it('[VW2][VW3] admins see the answer, the song figures and the chat', () => {
    const room = engine();
    room.join('Ann');
    room.join('Bob');
    room.next();
    room.next(); // round 2: both take part
    const first = room.song();
    room.guess('Ann', first.title);
    room.send({ type: 'chat', key: 'key-Bob', text: 'hi' });
    expect(toAdminStateView(room.state, room.now).currentSong).toMatchObject({ title: first.title, artist: first.artist });
    room.next();
    const admin = toAdminView(room.state, room.now);
    expect(adminRoomSchema.parse(admin)).toEqual(admin);
    expect(admin).toMatchObject({
      roomName: 'classics',
      currentRound: 2,
      currentSong: { artist: first.artist, titleClean: first.titleClean, playCount: 1, observedCount: 2, successRate: 0 },
      chatText: 'End of round 1\nBob: hi\nEnd of round 2',
      endOfRound: true,
    });
    expect(admin.players.map((p) => p.roomName)).toEqual(['classics', 'classics']);
  });
});
