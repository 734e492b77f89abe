import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { songs } from '../../src/db/schema.ts';
import { loadDemoCatalogue } from '../../src/catalog/demo/load.ts';
import { demoMediaRoutes } from '../../src/catalog/demo/media-routes.ts';
import { createPgliteDb } from '../helpers/db.ts';

describe('demo media routes', () => {
  let database: Database;
  let app: FastifyInstance;
  let cacheDir: string;
  let preview: string;
  let albumArt: string;
  let fullWav: Buffer;

  beforeAll(async () => {
    database = await createPgliteDb();
    await loadDemoCatalogue(database.db);
    [{ preview, albumArt }] = (await database.db
      .select({ preview: songs.preview, albumArt: songs.albumArt })
      .from(songs)
      .where(eq(songs.externalId, 'ode-to-joy'))) as [{ preview: string; albumArt: string }];
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'earshot-media-'));
    app = Fastify();
    await app.register(demoMediaRoutes, { db: database.db, cacheDir: path.join(cacheDir, 'media') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  it('serves the audio as a cacheable WAV of 20–30 s, synthesised once and kept on disk', async () => {
    const [res, again] = await Promise.all([app.inject({ url: preview }), app.inject({ url: preview })]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    fullWav = res.rawPayload;
    expect(Number(res.headers['content-length'])).toBe(fullWav.length);
    expect(fullWav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(fullWav.toString('ascii', 8, 12)).toBe('WAVE');
    const seconds = fullWav.readUInt32LE(40) / fullWav.readUInt32LE(28);
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(again.rawPayload.equals(fullWav)).toBe(true);
    expect((await readdir(path.join(cacheDir, 'media'))).filter((f) => f.endsWith('.wav'))).toHaveLength(1);
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const res = await app.inject({ url: preview, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${fullWav.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(fullWav.subarray(0, 100))).toBe(true);

    const tail = await app.inject({ url: preview, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(fullWav.subarray(-10))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const res = await app.inject({ url: preview, headers: { range: `bytes=${fullWav.length}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${fullWav.length}`);
  });

  it('answers HEAD with the headers only, and 304 to a matching If-None-Match', async () => {
    const head = await app.inject({ method: 'HEAD', url: preview });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(fullWav.length));
    expect(head.headers['content-type']).toBe('audio/wav');
    expect(head.rawPayload.length).toBe(0);

    const etag = head.headers.etag as string;
    const cached = await app.inject({ url: preview, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('serves the cover art as SVG', async () => {
    const res = await app.inject({ url: albumArt });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg ')).toBe(true);
    expect(res.body).toContain('Ode to Joy');
    const range = await app.inject({ url: albumArt, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('<svg');
  });

  it('answers 404 for unknown or malformed names, and for an art token on the audio route', async () => {
    const token = (address: string) => address.split('/').pop()!.replace(/\.\w+$/, '');
    for (const url of [
      '/api/media/audio/00000000-0000-4000-8000-000000000000.wav',
      `/api/media/audio/${token(preview)}.mp3`,
      `/api/media/audio/${token(albumArt)}.wav`,
      `/api/media/art/${token(preview)}.svg`,
      '/api/media/audio/ode-to-joy.wav',
      '/api/media/audio/..%2F..%2Fetc%2Fpasswd',
      '/api/media/art/not-a-uuid.svg',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
  });
});
