import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createServer } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Db } from '../../apps/server/src/db/client.ts';

export type TestServer = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  db: Db;
  close: () => Promise<void>;
};

let baseDump: Promise<Blob> | undefined;

/** A free port, so PUBLIC_URL (the hub's allowed origin) can name it before the server listens. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The real server in this process, serving the built web client, on its own copy of the e2e base database.
 * `prepare` runs on the database before the server starts (create an admin, players, a warning...).
 */
export async function startServer(
  options: {
    prepare?: (db: Db) => Promise<void>;
    /** Extra configuration variables, e.g. short round timings (ROUNDS_PER_GAME, ROUND_DURATION_S...). */
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  baseDump ??= readFile(inject('e2eBasePath')).then((bytes) => new Blob([bytes]));
  const database = await openDatabase({ loadDataDir: await baseDump, migrate: false });
  await options.prepare?.(database.db);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: path.join(os.tmpdir(), 'earshot-e2e-data'), // shared: media caches survive between servers
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DEMO_CATALOGUE: 'false',
    ...options.env,
  });
  const server = await createServer({ config, database });
  await server.app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    db: database.db,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}
