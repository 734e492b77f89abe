import { randomBytes } from 'node:crypto';
import { validatePassword, validateUsername } from '@earshot/shared/rules/validation';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { equalsIgnoreCase } from '../db/ignore-case.ts';
import { playerStats, users } from '../db/schema.ts';

export class AdminSetupError extends Error {}

/** Creates the admin account, or promotes (and re-keys) an existing one of that name. */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<'created' | 'promoted'> {
  const nameError = validateUsername(username);
  if (nameError) throw new AdminSetupError(`ADMIN_USERNAME: ${nameError}`);
  const passwordError = validatePassword(password);
  if (passwordError) throw new AdminSetupError(`ADMIN_PASSWORD: ${passwordError}`);
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(users)
    .set({ isAdmin: true, confirmed: true, passwordHash })
    .where(equalsIgnoreCase(users.username, username))
    .returning({ id: users.id });
  if (updated.length > 0) return 'promoted';
  const [user] = await db
    .insert(users)
    .values({ username, email: `${username.toLowerCase()}@admin.invalid`, passwordHash, isAdmin: true, confirmed: true })
    .returning({ id: users.id });
  if (user) await db.insert(playerStats).values({ userId: user.id }).onConflictDoNothing();
  return 'created';
}

/** A password that satisfies the password rule (letters of both cases and a digit guaranteed). */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}aA1`;
}
