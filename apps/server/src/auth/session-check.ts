import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { SessionCheck } from './jwt.ts';

/** The answer to a token that is no longer honoured, over REST (401) and at the hub's handshake. */
export const SESSION_EXPIRED_TEXT = 'Your session has expired, please sign in again';
/** The answer to a signed-in caller without the admin flag, over REST (403) and from admin hub events. */
export const ADMINS_ONLY_TEXT = 'Admins only';

/**
 * A token is honoured only while its account exists and its password has not been reset since it was
 * issued; the admin flag and name come from the account, so a demotion takes effect at once.
 */
export function accountSessionCheck(db: Db): SessionCheck {
  return async (claims) => {
    const [row] = await db
      .select({ username: users.username, isAdmin: users.isAdmin, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    if (!row || row.tokenVersion !== (claims.tokenVersion ?? 0)) return null;
    return { ...claims, username: row.username, isAdmin: row.isAdmin };
  };
}
