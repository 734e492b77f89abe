import { or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/** Login, forgot and reset forms take a username or an e-mail, both case-insensitive. */
export const matchesLogin = (login: string): SQL =>
  or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`) as SQL;
