import { or, type SQL } from 'drizzle-orm';
import { equalsIgnoreCase } from '../../db/ignore-case.ts';
import { users } from '../../db/schema.ts';

/** Login, forgot and reset forms take a username or an e-mail, both case-insensitive. */
export const matchesLogin = (login: string): SQL =>
  or(equalsIgnoreCase(users.username, login), equalsIgnoreCase(users.email, login)) as SQL;
