import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '../../src/catalog/demo/load.ts';
import { join, nextEvent, startServer, type TestServer } from './hub-harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
  await loadDemoCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('the demo catalogue on the hub', () => {
  it('[RD1][VW1] a demo room plays a round whose preview address reveals nothing, then reveals the song', async () => {
    const ann = await t.connect({ room: 'classics' });
    const { ack, state } = await join(ann, 'Ann', 'Classics');
    expect(ack).toEqual({ ok: true, name: 'Ann' });
    expect(state?.displayName).toBeTruthy();
    const song = t.answer('classics');
    const [ended] = await nextEvent(ann, 'RoomRoundEnd');
    expect(ended.currentSong).toMatchObject({ title: song.title, artist: song.artist });
    expect(song.preview.toLowerCase()).not.toContain(song.title.toLowerCase().split(' ')[0]!);
    expect(t.server.hub.rooms.find('classics')!.state.songs.length).toBeGreaterThanOrEqual(12);
  });
});
