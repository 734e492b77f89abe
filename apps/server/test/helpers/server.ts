import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer, type EarshotServer } from '../../src/app.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createPgliteDb } from './db.ts';

export type TestServer = {
  url: string;
  server: EarshotServer;
  database: Database;
  /** fetch against the server that carries the XSRF cookie/header pair like a browser. */
  api: (route: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<Response>;
  close: () => Promise<void>;
};

/** A real server on an ephemeral port over a fresh database copy. */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    database?: Database;
    clock?: Clock;
    /** Extra routes for a test (e.g. one that throws), added before listening. */
    extend?: (server: EarshotServer) => void;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'earshot-test-'));
  const database = options.database ?? (await createPgliteDb());
  // Tests play the reverse proxy (X-Forwarded-For) to appear from several addresses.
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', TRUST_PROXY: 'true', ...options.env });
  const server = await createServer({ config, database, clock: options.clock, serveWeb: false });
  options.extend?.(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const xsrf = 'test-xsrf-token-value';
  return {
    url,
    server,
    database,
    api: (route, init = {}) => {
      const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      }
      return fetch(`${url}${route}`, { method: init.method ?? 'GET', headers, body });
    },
    close: async () => {
      await server.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Tests assert on JSON bodies of many shapes; `toMatchObject`/`toEqual` do the checking.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export const json = async (res: Response | Promise<Response>): Promise<Json> => (await res).json() as Promise<Json>;
