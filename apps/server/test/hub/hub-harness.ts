import { io as connectClient, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@earshot/shared/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@earshot/shared/hub/events';
import type { SongEntry } from '../../src/game/room-state.ts';
import { startTestServer, type TestServer as HttpTestServer } from '../helpers/server.ts';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Args<E extends EventName> = Parameters<ServerToClientEvents[E]>;

export const TIMINGS = { ROUND_DURATION_S: '1', ROUND_PAUSE_S: '0.2', GAME_END_PAUSE_S: '0.3', ROUNDS_PER_GAME: '2' };

export type TestServer = HttpTestServer & {
  clients: Client[];
  connect(options?: { room?: string; token?: string; origin?: string; headers?: Record<string, string> }): Promise<Client>;
  /** The song being played, read on the server (never from a player's payload). */
  answer(roomName: string): SongEntry;
};

/** A real server on a random port with a fresh database and short rounds. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  // PORT is the configured one (localhost origins on it are the site's own), not the one listened on.
  const t = await startTestServer({ env: { ...TIMINGS, PORT: '3000', ...env } });
  const clients: Client[] = [];
  return {
    ...t,
    clients,
    async connect({ room, token, origin, headers } = {}) {
      const client: Client = connectClient(t.url, {
        path: HUB_PATH,
        query: room ? { room } : {},
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { ...headers, ...(origin ? { Origin: origin } : {}) },
      });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      return client;
    },
    answer(roomName) {
      const phase = t.server.hub.rooms.find(roomName)?.state.phase;
      if (!phase || phase.kind === 'idle') throw new Error(`${roomName} is not playing`);
      return phase.song;
    },
    async close() {
      for (const client of clients) client.disconnect();
      await t.close();
    },
  };
}

/** Resolves with the arguments of the next `name` event matching `predicate`; rejects after `timeoutMs`. */
export function nextEvent<E extends EventName>(
  client: Client,
  name: E,
  predicate: (...args: Args<E>) => boolean = () => true,
  timeoutMs = 4_000,
): Promise<Args<E>> {
  return new Promise((resolve, reject) => {
    const listener = (...args: unknown[]) => {
      if (!predicate(...(args as Args<E>))) return;
      clearTimeout(timer);
      client.off(name, listener as never);
      resolve(args as Args<E>);
    };
    const timer = setTimeout(() => {
      client.off(name, listener as never);
      reject(new Error(`no ${name} within ${timeoutMs} ms`));
    }, timeoutMs);
    client.on(name, listener as never);
  });
}

/** Records every event a client receives, in order. */
export function record(client: Client): Array<{ event: string; args: unknown[] }> {
  const log: Array<{ event: string; args: unknown[] }> = [];
  client.onAny((event: string, ...args: unknown[]) => log.push({ event, args }));
  return log;
}

/** Joins and waits for the snapshot that follows the ack. */
export async function join(client: Client, name: string, room: string) {
  const snapshot = nextEvent(client, 'GetRoomData');
  const ack = await client.timeout(4_000).emitWithAck('JoinGame', name, room);
  if (!ack.ok) {
    snapshot.catch(() => {});
    return { ack, state: null };
  }
  const [state] = await snapshot;
  return { ack, state };
}

/** Polls until `check` returns a value that is not undefined (for database writes made after an ack). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 4_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
