// Load test of the game hub: N players in M rooms against the real server in its own process.
// Usage (from the repository root): npm run bench:hub -- --players 2000 --rooms 100 --seconds 60
//   [--guess-every 4] [--chat-every 12] (seconds between one player's guesses / chat messages)
// Targets 127.0.0.1 only, is bounded in time and count, and stops the server it started.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { flag, startServerProcess } from '../lib/server-process.ts';
import { LoadPlayer, type RunStats } from './load-player.ts';
import { latencySummary, sampleServer } from './metrics.ts';
import { seedBenchDatabase } from './seed.ts';

const players = Math.floor(flag('players', 200));
const rooms = Math.floor(flag('rooms', 10));
const seconds = flag('seconds', 20);
const guessEveryMs = flag('guess-every', 4) * 1000;
const chatEveryMs = flag('chat-every', 12) * 1000;
if (players > 10_000 || rooms > 1_000 || seconds > 600 || rooms > players) {
  throw new Error('Limits: --players ≤ 10000, --rooms ≤ 1000 and ≤ players, --seconds ≤ 600');
}
const TIMINGS = { ROUND_DURATION_S: '5', ROUND_PAUSE_S: '1', GAME_END_PAUSE_S: '2', ROUNDS_PER_GAME: '3' };
const CONNECT_BATCH = 50;
const CONNECT_BATCH_GAP_MS = 100;
const WARMUP_MS = 3_000;
const GRACE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

const hardStop = setTimeout(() => {
  console.error('bench: hard time limit reached, exiting');
  process.exit(2);
}, (seconds + 180) * 1000);
hardStop.unref();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'earshot-bench-hub-'));
console.log(`seeding ${rooms} rooms in ${dataDir} …`);
const roomNames = await seedBenchDatabase(dataDir, rooms);
const server = await startServerProcess({
  ...TIMINGS,
  DATA_DIR: dataDir,
  DEMO_CATALOGUE: 'false',
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
});
const sampler = sampleServer(server.pid);
const stats: RunStats = {
  measuring: false,
  ackMs: [],
  joinMs: [],
  sent: 0,
  refused: {},
  received: 0,
  chatsSent: 0,
  chatDeliveriesExpected: 0,
  chatDeliveriesReceived: 0,
};
const roomOf = (i: number) => roomNames[i % rooms]!;
const membersOf = new Map<string, LoadPlayer[]>();
const all: LoadPlayer[] = [];
for (let i = 0; i < players; i++) {
  const room = roomOf(i);
  const player = new LoadPlayer(i, room, stats, () => membersOf.get(room)!.filter((p) => p.joined).length);
  all.push(player);
  membersOf.set(room, [...(membersOf.get(room) ?? []), player]);
}

try {
  const connectStart = performance.now();
  const joins: Array<Promise<void>> = [];
  for (let i = 0; i < players; i += CONNECT_BATCH) {
    for (const player of all.slice(i, i + CONNECT_BATCH)) {
      joins.push(player.join(server.url).catch((e: Error) => console.error(`${player.name} gave up: ${e.message}`)));
    }
    await sleep(CONNECT_BATCH_GAP_MS);
  }
  await Promise.all(joins);
  const joined = all.filter((p) => p.joined).length;
  console.log(`joined ${joined}/${players} players in ${rooms} rooms in ${fmt((performance.now() - connectStart) / 1000)} s`);

  for (const player of all) if (player.joined) player.start(guessEveryMs, chatEveryMs);
  await sleep(WARMUP_MS);
  const cpuBefore = process.cpuUsage();
  const windowStart = performance.now();
  const serverWindowStart = Date.now();
  stats.measuring = true;
  await sleep(seconds * 1000);
  stats.measuring = false;
  const windowEnd = performance.now();
  const serverWindowEnd = Date.now();
  const generatorCpu = process.cpuUsage(cpuBefore);
  for (const player of all) player.stop();
  await sleep(GRACE_MS);

  const elapsedS = (windowEnd - windowStart) / 1000;
  const held = all.filter((p) => p.joined && p.connected).length;
  // Round ends: every player of a room should see each round end that happened well inside the window.
  let roundEndsExpected = 0;
  let roundEndsLost = 0;
  for (const members of membersOf.values()) {
    const seen = new Set(members.flatMap((p) => [...p.roundEnds]));
    const expected = [...seen].filter((t) => t > serverWindowStart + 1_000 && t < serverWindowEnd - 1_000);
    for (const player of members.filter((p) => p.joined)) {
      roundEndsExpected += expected.length;
      roundEndsLost += expected.filter((t) => !player.roundEnds.has(t)).length;
    }
  }
  const acks = latencySummary(stats.ackMs);
  const joinsLatency = latencySummary(stats.joinMs);
  const usage = sampler.summary(windowStart, windowEnd);
  const chatLost = Math.max(0, stats.chatDeliveriesExpected - stats.chatDeliveriesReceived);

  console.log('');
  console.log(`hub bench: ${players} players, ${rooms} rooms, ${seconds} s window, rounds ${TIMINGS.ROUND_DURATION_S} s + ${TIMINGS.ROUND_PAUSE_S} s pause, ${TIMINGS.ROUNDS_PER_GAME} rounds a game`);
  console.log(`  each player: a guess every ${guessEveryMs / 1000} s, a chat message every ${chatEveryMs / 1000} s`);
  console.log(`players held          ${held}/${players} connected and joined at the end`);
  console.log(`join ack ms           p50 ${fmt(joinsLatency.p50)}  p95 ${fmt(joinsLatency.p95)}  p99 ${fmt(joinsLatency.p99)}  max ${fmt(joinsLatency.max)}`);
  console.log(`ack latency ms        p50 ${fmt(acks.p50)}  p95 ${fmt(acks.p95)}  p99 ${fmt(acks.p99)}  max ${fmt(acks.max)}  (${acks.count} guesses and chats)`);
  console.log(`invocations/s         ${fmt(stats.sent / elapsedS, 0)} sent; refused: ${JSON.stringify(stats.refused)}`);
  console.log(`events/s received     ${fmt(stats.received / elapsedS, 0)} (all clients, all events)`);
  console.log(`events lost           chat ${chatLost} of ${stats.chatDeliveriesExpected} deliveries; round ends ${roundEndsLost} of ${roundEndsExpected}`);
  console.log(`server CPU            ${fmt(usage.cpuPercent, 0)} % of one core (mean over the window); its main thread waited for a free core ${fmt(usage.runQueueWaitPercent, 0)} % of the time`);
  console.log(`server CPU per 1000 invocations ${fmt((usage.cpuPercent / 100) * elapsedS / (stats.sent / 1000), 2)} s (all work included: broadcasts, rounds, database)`);
  console.log(`server RSS            ${fmt(usage.lastRssMb, 0)} MB at the end, ${fmt(usage.peakRssMb, 0)} MB peak`);
  console.log(`load generator CPU    ${fmt(((generatorCpu.user + generatorCpu.system) / 1e6 / elapsedS) * 100, 0)} % of one core (same machine: ${os.cpus().length} cores shared)`);
} finally {
  sampler.stop();
  for (const player of all) player.disconnect();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  clearTimeout(hardStop);
}
