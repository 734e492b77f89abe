import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { songs } from '../../db/schema.ts';
import { findMelody } from './catalogue.ts';
import { coverArtSvg } from './cover-art.ts';
import { parseRange } from './http-range.ts';
import { artAddress, audioAddress, DEMO_SOURCE } from './load.ts';
import { SYNTH_VERSION, synthesiseWav } from './synth.ts';

export type DemoMediaOptions = {
  db: Db;
  /** Where synthesised WAV files are kept (created if missing); e.g. DATA_DIR/media. */
  cacheDir: string;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AUDIO_FILE = new RegExp(`^(${UUID})\\.wav$`, 'i');
const ART_FILE = new RegExp(`^(${UUID})\\.svg$`, 'i');
const ONE_YEAR = 'public, max-age=31536000, immutable';

type DemoSong = { externalId: string; titleClean: string; artist: string };

/** A body to send: in memory, or a file on disk opened per request. */
type Body = { size: number; etag: string; contentType: string; open: (start: number, end: number) => Readable };

/**
 * Serves the demo catalogue's media at the opaque addresses the loader stored: `GET|HEAD
 * /api/media/audio/{uuid}.wav` (audio/wav, synthesised on first request and kept in `cacheDir`) and
 * `/api/media/art/{uuid}.svg` (image/svg+xml). Both support single byte ranges, ETag and If-None-Match.
 * Register without a prefix: `app.register(demoMediaRoutes, { db, cacheDir })`.
 */
export async function demoMediaRoutes(app: FastifyInstance, opts: DemoMediaOptions): Promise<void> {
  await mkdir(opts.cacheDir, { recursive: true });
  const songsByAddress = new Map<string, DemoSong>();
  const making = new Map<string, Promise<Body>>();
  const arts = new Map<string, Body>();

  /** Finds the demo song stored at an address; hits are cached (a miss is not, so guessing cannot fill memory). */
  async function songAt(kind: 'audio' | 'art', address: string): Promise<DemoSong | undefined> {
    const cached = songsByAddress.get(address);
    if (cached) return cached;
    const column = kind === 'audio' ? songs.preview : songs.albumArt;
    const [row] = await opts.db
      .select({ externalId: songs.externalId, titleClean: songs.titleClean, artist: songs.artist })
      .from(songs)
      .where(and(eq(songs.source, DEMO_SOURCE), eq(column, address)))
      .limit(1);
    if (row) songsByAddress.set(address, row);
    return row;
  }

  /** The WAV on disk, synthesised once; concurrent first requests share one synthesis. */
  function audioBody(token: string, melodyKey: string): Promise<Body> {
    const melody = findMelody(melodyKey);
    if (!melody) return Promise.reject(new NotFound());
    const version = createHash('sha256')
      .update(JSON.stringify([SYNTH_VERSION, melody.tempo, melody.meter, melody.notes, melody.parts, melody.chords, melody.style, melody.timbre, melody.round]))
      .digest('hex')
      .slice(0, 16);
    const file = path.join(opts.cacheDir, `${token}-${version}.wav`);
    const pending = making.get(file);
    if (pending) return pending;
    const made = (async (): Promise<Body> => {
      const size = await stat(file).then(
        (s) => s.size,
        async () => {
          const wav = synthesiseWav(melody);
          const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
          await writeFile(temp, wav);
          await rename(temp, file); // whole files only: a reader never sees a half-written one
          return wav.length;
        },
      );
      return { size, etag: `"${version}"`, contentType: 'audio/wav', open: (start, end) => createReadStream(file, { start, end }) };
    })();
    making.set(file, made);
    made.catch(() => making.delete(file));
    return made;
  }

  function artBody(token: string, song: DemoSong): Body {
    const cached = arts.get(token);
    if (cached) return cached;
    const melody = findMelody(song.externalId);
    const svg = Buffer.from(
      coverArtSvg({ key: song.externalId, titleClean: song.titleClean, artist: song.artist, categories: melody?.categories }),
    );
    const body: Body = {
      size: svg.length,
      etag: `"${createHash('sha256').update(svg).digest('hex').slice(0, 16)}"`,
      contentType: 'image/svg+xml',
      open: (start, end) => Readable.from([svg.subarray(start, end + 1)]),
    };
    arts.set(token, body);
    return body;
  }

  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });

  app.get<{ Params: { file: string } }>('/api/media/audio/:file', async (request, reply) => {
    const token = AUDIO_FILE.exec(request.params.file)?.[1]?.toLowerCase();
    if (!token) return notFound(reply);
    const song = await songAt('audio', audioAddress(token));
    if (!song) return notFound(reply);
    try {
      return await send(request, reply, await audioBody(token, song.externalId));
    } catch (error) {
      if (error instanceof NotFound) return notFound(reply);
      throw error;
    }
  });

  app.get<{ Params: { file: string } }>('/api/media/art/:file', async (request, reply) => {
    const token = ART_FILE.exec(request.params.file)?.[1]?.toLowerCase();
    if (!token) return notFound(reply);
    const song = await songAt('art', artAddress(token));
    if (!song) return notFound(reply);
    return send(request, reply, artBody(token, song));
  });
}

class NotFound extends Error {}

/** Sends a body with caching headers and byte ranges (200, 206, 304 or 416); HEAD gets the headers only. */
function send(request: FastifyRequest, reply: FastifyReply, body: Body): FastifyReply {
  reply
    .header('Content-Type', body.contentType)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', ONE_YEAR)
    .header('ETag', body.etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (body.contentType === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== body.etag ? null : parseRange(request.headers.range, body.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .type('application/json; charset=utf-8')
      .header('Content-Range', `bytes */${body.size}`)
      .send({ message: 'Range Not Satisfiable' });
  }
  const { start, end } = range ?? { start: 0, end: body.size - 1 };
  reply.header('Content-Length', end - start + 1);
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${body.size}`);
  // HEAD: Fastify's HEAD route drains a stream body and keeps our Content-Length; an empty one costs nothing.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(body.open(start, end));
}
