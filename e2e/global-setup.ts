import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadDemoCatalogue } from '../apps/server/src/catalog/demo/load.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedWelcomePost } from '../apps/server/src/db/seed.ts';
import { WEB_DIST } from '../apps/server/src/web/static-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data dir: migrated, demo catalogue and welcome post loaded. */
    e2eBasePath: string;
  }
}

/** One migrated database with the demo catalogue per run (a new PGlite takes seconds); each test server starts from a copy. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run test:e2e\` (it builds first) or \`npm run build\`.`);
  }
  const base = await openDatabase({});
  await loadDemoCatalogue(base.db);
  await seedWelcomePost(base.db);
  const dump = await base.dump!();
  await base.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'earshot-e2e-'));
  const basePath = path.join(dir, 'base.tar');
  await writeFile(basePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('e2eBasePath', basePath);
}
