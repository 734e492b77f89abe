import { playerStats, users, websiteWarnings } from '../../apps/server/src/db/schema.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { ensureAdmin } from '../../apps/server/src/users/ensure-admin.ts';

export const ADMIN = { name: 'Boss', password: 'Sup3rSecret' } as const;

export const addAdmin = (db: Db, name: string = ADMIN.name, password: string = ADMIN.password) => ensureAdmin(db, name, password);

export type PlayerFixture = {
  name: string;
  points: number;
  songsGuessed?: number;
  totalGuessMs?: number;
  medals?: [number, number, number];
  gameRanks?: [number, number, number];
};

/** Confirmed players with lifetime tallies, as the leaderboard and profiles read them. */
export async function addPlayers(db: Db, players: PlayerFixture[]): Promise<void> {
  for (const player of players) {
    const [user] = await db
      .insert(users)
      .values({
        username: player.name,
        email: `${player.name.toLowerCase()}@example.test`,
        passwordHash: 'not-a-real-hash',
        confirmed: true,
        createdAt: new Date('2024-03-05T10:00:00Z'),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`could not add ${player.name}`);
    const [gold, silver, bronze] = player.medals ?? [0, 0, 0];
    const [one, two, three] = player.gameRanks ?? [0, 0, 0];
    await db.insert(playerStats).values({
      userId: user.id,
      points: player.points,
      songsGuessed: player.songsGuessed ?? 0,
      totalGuessMs: player.totalGuessMs ?? 0,
      goldMedals: gold,
      silverMedals: silver,
      bronzeMedals: bronze,
      gameRankOneCount: one,
      gameRankTwoCount: two,
      gameRankThreeCount: three,
    });
  }
}

export async function addWebsiteWarning(db: Db, text: string): Promise<void> {
  await db.insert(websiteWarnings).values({ text });
}
