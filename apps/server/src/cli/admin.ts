import { loadProcessConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ensureAdmin, generatePassword } from '../users/ensure-admin.ts';

// `npm run admin -- create NAME`: creates (or promotes) an admin and prints a generated password once.
const [command, name] = process.argv.slice(2);
if (command !== 'create' || !name) {
  console.error('Usage: npm run admin -- create NAME');
  process.exit(2);
}
try {
  const config = loadProcessConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const password = generatePassword();
  const outcome = await ensureAdmin(database.db, name, password);
  await database.close();
  console.log(`Admin ${name} ${outcome}. Password (shown once): ${password}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
