import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { withDatabase } from '../global-setup.ts';

let baseDump: Promise<Blob> | undefined;

/** A fresh PGlite database, copied from the run's migrated base (well under a second). */
export async function createPgliteDb(): Promise<Database> {
  baseDump ??= readFile(inject('pgliteBasePath')).then((b) => new Blob([b]));
  return openDatabase({ loadDataDir: await baseDump, migrate: false });
}

/** A fresh PostgreSQL database made from the migrated template; dropped on close. */
export async function createPostgresDb(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('createPostgresDb needs DATABASE_URL');
  const name = `earshot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      // pool.end() resolves before its sockets close; a FORCE drop would then kill live backends and
      // their clients raise 'terminating connection' as uncaught errors. Wait for them to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The kinds of database a suite should run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const databaseKinds = (): Array<{ kind: string; create: () => Promise<Database> }> => [
  { kind: 'pglite', create: createPgliteDb },
  ...(process.env.DATABASE_URL ? [{ kind: 'postgres', create: createPostgresDb }] : []),
];
