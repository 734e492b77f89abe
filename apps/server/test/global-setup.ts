import { writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteBasePath: string;
    postgresTemplate: string | null;
  }
}

export const POSTGRES_TEMPLATE = 'earshot_test_base';

/** Migrates one PGlite base per run (a new PGlite takes seconds); every test database starts from a copy. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'earshot-base-'));
  const base = await openDatabase({});
  const dump = await base.dump!();
  await base.close();
  const basePath = path.join(dir, 'base.tar');
  await writeFile(basePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteBasePath', basePath);

  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(url, POSTGRES_TEMPLATE) });
    await template.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  } else {
    project.provide('postgresTemplate', null);
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
