import { and, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { basicLog, timeouts } from '../db/schema.ts';

/** [JN6] A ban, or a timeout that has not expired, on the name (ignoring case) or the address. The reason when there is one. */
export async function activeBan(db: Db, name: string, ip: string, now: number): Promise<string | null> {
  const [row] = await db
    .select({ reason: timeouts.reason })
    .from(timeouts)
    .where(
      and(
        or(and(isNotNull(timeouts.name), sql`lower(${timeouts.name}) = lower(${name})`), eq(timeouts.ip, ip)),
        or(eq(timeouts.banned, true), gt(timeouts.expiresAt, new Date(now))),
      ),
    )
    .orderBy(desc(timeouts.id))
    .limit(1);
  return row ? row.reason : null;
}

export async function logJoin(db: Db, entry: { ip: string; roomName: string; name: string }): Promise<void> {
  await db.insert(basicLog).values({
    ipAddress: entry.ip,
    action: 'JoinGame',
    roomName: entry.roomName,
    selectedName: entry.name,
    path: `/room/${entry.roomName}`,
  });
}
