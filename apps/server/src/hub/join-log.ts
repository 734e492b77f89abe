import type { Clock, TimerHandle } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { basicLog } from '../db/schema.ts';

export const JOIN_LOG_FLUSH_MS = 500;

export type JoinLogEntry = { ip: string; roomName: string; name: string; at: number };

/** Joins for the basic log, written in one insert every half second rather than one each. */
export class JoinLog {
  #queue: JoinLogEntry[] = [];
  #timer: TimerHandle | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly track: (work: Promise<unknown>) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(entry: JoinLogEntry): void {
    this.#queue.push(entry);
    this.#timer ??= this.clock.setTimeout(() => this.flush(), JOIN_LOG_FLUSH_MS);
  }

  flush(): void {
    this.#timer?.cancel();
    this.#timer = null;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    const rows = batch.map((e) => ({
      ipAddress: e.ip,
      dateTime: new Date(e.at),
      action: 'JoinGame',
      roomName: e.roomName,
      selectedName: e.name,
      path: `/room/${e.roomName}`,
    }));
    this.track(this.db.insert(basicLog).values(rows).catch(this.onError));
  }
}
