import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** JWT_SECRET, or one generated once and kept in DATA_DIR so tokens survive restarts. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string | undefined): Promise<string> {
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // absent: generate below
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
