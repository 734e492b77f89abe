import { eq, gt, or } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { timeouts } from '../db/schema.ts';
import { nameKey } from '../game/players.ts';

export const BAN_CACHE_TTL_MS = 5_000;

type Entry = { name: string | null; ip: string | null; reason: string; banned: boolean; expiresAt: number | null };

/**
 * [JN6] Bans and running timeouts, read from the `timeouts` table at most every few seconds so a
 * crowd joining at once costs one query, not one each. `clear()` (the admin's Clear Ban Cache, and
 * after adding a ban) makes the next check read the table again.
 */
export class BanCache {
  #entries: Entry[] = [];
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  clear(): void {
    this.#loadedAt = Number.NEGATIVE_INFINITY;
  }

  /** The reason of a ban or unexpired timeout on the name (ignoring case) or the address, else null. */
  async reasonFor(name: string, ip: string): Promise<string | null> {
    if (this.clock.now() - this.#loadedAt > BAN_CACHE_TTL_MS) await this.#load();
    const now = this.clock.now();
    const wanted = nameKey(name);
    const hit = this.#entries.find(
      (e) =>
        ((e.name !== null && nameKey(e.name) === wanted) || (e.ip !== null && e.ip === ip)) &&
        (e.banned || (e.expiresAt !== null && e.expiresAt > now)),
    );
    return hit ? hit.reason : null;
  }

  #load(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const startedAt = this.clock.now();
        const rows = await this.db
          .select({ name: timeouts.name, ip: timeouts.ip, reason: timeouts.reason, banned: timeouts.banned, expiresAt: timeouts.expiresAt })
          .from(timeouts)
          .where(or(eq(timeouts.banned, true), gt(timeouts.expiresAt, new Date(startedAt))));
        this.#entries = rows.map((r) => ({ ...r, expiresAt: r.expiresAt?.getTime() ?? null }));
        this.#loadedAt = startedAt;
      } finally {
        this.#loading = null;
      }
    })();
    return this.#loading;
  }
}
