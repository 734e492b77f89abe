import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, to start test databases from a copy. */
  dump?: () => Promise<Blob>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export class DatabaseOpenError extends Error {}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or from a dumped data dir, for tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  migrate?: boolean;
}): Promise<Database> {
  try {
    if (options.databaseUrl) {
      const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
      await pool.query('select 1');
      const db = drizzlePg(pool, { schema }) as unknown as Db;
      if (options.migrate !== false) await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      return { db, kind: 'postgres', close: () => pool.end() };
    }
    let dataDir: string | undefined;
    if (options.dataDir) {
      dataDir = path.resolve(options.dataDir, 'db');
      await mkdir(dataDir, { recursive: true });
    }
    const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
  } catch (error) {
    const where = options.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${options.dataDir ?? 'memory'}`;
    throw new DatabaseOpenError(`Cannot open ${where}: ${(error as Error).message}`, { cause: error });
  }
}
