import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built web client; unknown non-API paths get index.html so the client router decides (404 page included). */
export async function registerStaticSite(app: FastifyInstance, distDir = WEB_DIST) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasBuild ? await readFile(path.join(distDir, 'index.html'), 'utf8') : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.toLowerCase().startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built yet: run `npm run build` (npm start does this for you).');
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
