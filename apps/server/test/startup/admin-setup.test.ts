import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { AdminSetupError, ensureAdmin, generatePassword } from '../../src/users/ensure-admin.ts';
import { validatePassword } from '@earshot/shared/rules/validation';
import { createPgliteDb } from '../helpers/db.ts';
import { aUser } from '../helpers/fixtures.ts';

describe('first admin', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createPgliteDb();
  });
  afterEach(() => database.close());

  it('creates a confirmed admin account', async () => {
    expect(await ensureAdmin(database.db, 'Operator', 'Admin1234')).toBe('created');
    const [row] = await database.db.select().from(users).where(eq(users.username, 'Operator'));
    expect(row).toMatchObject({ isAdmin: true, confirmed: true });
    expect(await verifyPassword(row!.passwordHash, 'Admin1234')).toBe(true);
  });

  it('promotes an existing account of that name (any case) and sets the password', async () => {
    await aUser(database.db, { username: 'Existing' });
    expect(await ensureAdmin(database.db, 'EXISTING', 'Newpass123')).toBe('promoted');
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.isAdmin).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, 'Newpass123')).toBe(true);
  });

  it('refuses a weak password or a bad name and writes nothing', async () => {
    await expect(ensureAdmin(database.db, 'Operator', 'weak')).rejects.toThrow(AdminSetupError);
    await expect(ensureAdmin(database.db, 'no spaces', 'Admin1234')).rejects.toThrow(/ADMIN_USERNAME/);
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it('generates passwords that satisfy the password rule', () => {
    const seen = new Set(Array.from({ length: 50 }, generatePassword));
    expect(seen.size).toBe(50);
    for (const password of seen) expect(validatePassword(password)).toBeNull();
  });
});
