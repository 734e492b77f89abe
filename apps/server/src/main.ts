import { createServer } from './app.ts';
import { loadDemoCatalogue } from './catalog/demo/load.ts';
import { ConfigError, loadProcessConfig } from './config.ts';
import { DatabaseOpenError, openDatabase } from './db/client.ts';
import { seedWelcomePost } from './db/seed.ts';
import { AdminSetupError, ensureAdmin } from './users/ensure-admin.ts';

async function main() {
  const config = loadProcessConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.DEMO_CATALOGUE === 'true') await loadDemoCatalogue(database.db);
  await seedWelcomePost(database.db);
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await ensureAdmin(database.db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  }
  const server = await createServer({ config, database });
  const shutdown = async () => {
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await server.app.listen({ port: config.PORT, host: config.HOST });
  server.app.log.info(`Earshot is ready at ${config.publicUrl} (${database.kind} database)`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof AdminSetupError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
