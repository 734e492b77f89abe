import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { equalsIgnoreCase } from '../db/ignore-case.ts';
import { categories } from '../db/schema.ts';
import { coverArtSvg } from './demo/cover-art.ts';

/** The picture of a room that has not played yet: drawn from the category, so it gives no song away. */
export const categoryArtAddress = (roomName: string) => `/api/media/category/${encodeURIComponent(roomName.toLowerCase())}.svg`;

export function registerCategoryArtRoute(app: FastifyInstance, db: Db) {
  app.get<{ Params: { file: string } }>('/api/media/category/:file', async (request, reply) => {
    const match = /^(.{1,100})\.svg$/.exec(request.params.file);
    const [row] = match
      ? await db
          .select({ roomName: categories.roomName, displayName: categories.displayName })
          .from(categories)
          .where(equalsIgnoreCase(categories.roomName, match[1]!))
          .limit(1)
      : [];
    if (!row) return reply.status(404).send({ message: 'Not found' });
    const svg = coverArtSvg({ key: `category:${row.roomName}`, titleClean: row.displayName, artist: 'Earshot', categories: [row.roomName] });
    const etag = `"${createHash('sha256').update(svg).digest('hex').slice(0, 16)}"`;
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply
      .type('image/svg+xml')
      .header('ETag', etag)
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
