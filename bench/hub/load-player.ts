import { io, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@earshot/shared/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@earshot/shared/hub/events';
import { BENCH_TITLES } from './seed.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What every player of the run adds to; `measuring` marks the measurement window. */
export type RunStats = {
  measuring: boolean;
  ackMs: number[];
  joinMs: number[];
  sent: number;
  refused: Record<string, number>;
  received: number;
  chatsSent: number;
  /** Deliveries expected for chats acknowledged ok during the window: one per player in the room. */
  chatDeliveriesExpected: number;
  chatDeliveriesReceived: number;
};

const ACK_TIMEOUT_MS = 10_000;

/** Guest names are letters only: 'P' and the index in base 26. */
export function playerName(index: number): string {
  let name = '';
  let n = index;
  do {
    name = String.fromCharCode(97 + (n % 26)) + name;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `P${name}`;
}

/** One simulated player: joins its room, then guesses and chats at a steady, jittered rate. */
export class LoadPlayer {
  readonly name: string;
  joined = false;
  /** Round ends seen during the window, keyed by the round's end time. */
  readonly roundEnds = new Set<number>();
  #socket: Client | null = null;
  #timers: NodeJS.Timeout[] = [];

  constructor(
    readonly index: number,
    readonly room: string,
    private readonly stats: RunStats,
    private readonly roomSize: () => number,
  ) {
    this.name = playerName(index);
  }

  get connected(): boolean {
    return this.#socket?.connected ?? false;
  }

  /** Connects (up to 3 tries, as a browser would retry) and joins the room. */
  async join(url: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#connectAndJoin(url);
      } catch (error) {
        this.#socket?.disconnect();
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt + Math.random() * 1_000));
      }
    }
  }

  async #connectAndJoin(url: string): Promise<void> {
    const socket: Client = io(url, {
      path: HUB_PATH,
      query: { room: this.room },
      transports: ['websocket'],
      reconnection: false,
      timeout: 20_000,
    });
    this.#socket = socket;
    socket.onAny((event: string, ...args: unknown[]) => {
      if (!this.stats.measuring && event !== 'SendMessageToRoom') return;
      if (this.stats.measuring) this.stats.received++;
      if (event === 'SendMessageToRoom') {
        const message = (args[0] as { message: string }).message;
        if (message.endsWith(' W')) this.stats.chatDeliveriesReceived++;
      } else if (event === 'RoomRoundEnd') {
        this.roundEnds.add((args[0] as { endOfRoundTime: number }).endOfRoundTime);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const started = performance.now();
    const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('JoinGame', this.name, this.room);
    this.stats.joinMs.push(performance.now() - started);
    if (!ack.ok) throw new Error(`${this.name} could not join ${this.room}: ${ack.code}`);
    this.joined = true;
    socket.on('disconnect', () => (this.joined = false));
  }

  start(guessEveryMs: number, chatEveryMs: number): void {
    const every = (periodMs: number, action: () => void) => {
      const first = setTimeout(() => {
        action();
        this.#timers.push(setInterval(action, periodMs));
      }, Math.random() * periodMs);
      this.#timers.push(first);
    };
    every(guessEveryMs, () => {
      const title = BENCH_TITLES[Math.floor(Math.random() * BENCH_TITLES.length)]!;
      void this.#invoke((s) => s.emitWithAck('SubmitGuess', title));
    });
    let seq = 0;
    every(chatEveryMs, () => {
      const inWindow = this.stats.measuring;
      const text = `hello from ${this.name} ${seq++}${inWindow ? ' W' : ''}`;
      const expected = this.roomSize();
      void this.#invoke((s) => s.emitWithAck('sendMessageToRoom', text)).then((ok) => {
        if (!inWindow) return;
        this.stats.chatsSent++;
        if (ok) this.stats.chatDeliveriesExpected += expected;
      });
    });
  }

  stop(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
  }

  disconnect(): void {
    this.stop();
    this.#socket?.disconnect();
  }

  async #invoke(call: (socket: ReturnType<Client['timeout']>) => Promise<{ ok: boolean; code?: string }>): Promise<boolean> {
    if (!this.#socket?.connected) return false;
    const measuring = this.stats.measuring;
    const started = performance.now();
    if (measuring) this.stats.sent++;
    try {
      const answer = await call(this.#socket.timeout(ACK_TIMEOUT_MS));
      if (measuring) this.stats.ackMs.push(performance.now() - started);
      if (!answer.ok && measuring) {
        const code = answer.code ?? 'UNKNOWN';
        this.stats.refused[code] = (this.stats.refused[code] ?? 0) + 1;
      }
      return answer.ok;
    } catch {
      if (measuring) this.stats.refused.ACK_TIMEOUT = (this.stats.refused.ACK_TIMEOUT ?? 0) + 1;
      return false;
    }
  }
}
