import { BOT_DEFAULTS, BOT_GAMES_BEFORE_LEAVING } from '@earshot/shared/constants';
import type { AddBotsBody, AddBotsResult } from '@earshot/shared/api/admin-bots';
import type { AdminRoom, BacklogItem } from '@earshot/shared/hub/game-state';
import type { LiveRooms } from '../app-context.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { makeBotName } from '../game/bots.ts';
import { createRoom, gameSettings } from '../game/new-room.ts';
import { nameKey } from '../game/players.ts';
import type { Random } from '../game/random.ts';
import type { CategoryInfo, Effect } from '../game/room-events.ts';
import { RoomRunner } from '../game/room-runner.ts';
import { toAdminView } from '../game/views.ts';
import { findCategory, listCategories, loadSongs } from './room-store.ts';
import { roomKeyOf } from './session.ts';

export type RegistryDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  random: Random;
  onEffects: (effects: Effect[], runner: RoomRunner) => void;
  onError: (error: unknown) => void;
};

export type OnlinePlayer = { name: string; roomName: string; isBot: boolean };

/**
 * The rooms this process runs, one runner per category, created on first use and kept (idle rooms
 * hold no timer) so their backlog stays listed. Rooms read their category and songs from the
 * database when they start from idle, and whenever `refresh` is called.
 */
export class RoomRegistry {
  readonly #runners = new Map<string, RoomRunner>();
  readonly #refreshing = new Map<string, Promise<void>>();
  readonly #deps: RegistryDeps;
  #botSeq = 0;

  constructor(deps: RegistryDeps) {
    this.#deps = deps;
  }

  /** Loaded rooms only, no database access. */
  find(roomName: string): RoomRunner | undefined {
    return this.#runners.get(roomKeyOf(roomName));
  }

  all(): RoomRunner[] {
    return [...this.#runners.values()];
  }

  /** The active room of that name, loaded or refreshed from the database when idle; null if there is none. */
  async open(roomName: string): Promise<RoomRunner | null> {
    const runner = this.find(roomName);
    if (!runner || runner.state.phase.kind === 'idle') {
      // A crowd arriving at an idle room shares one read of the database.
      const key = roomKeyOf(roomName);
      let refreshing = this.#refreshing.get(key);
      if (!refreshing) {
        refreshing = this.refresh(roomName).finally(() => this.#refreshing.delete(key));
        this.#refreshing.set(key, refreshing);
      }
      await refreshing;
    }
    const current = this.find(roomName);
    return current?.state.active ? current : null;
  }

  /**
   * Re-reads the category and its songs. Call after a category is changed (e.g. disabled: its room
   * stops with 'Room has been disabled') or songs are imported. A deleted category counts as disabled.
   */
  async refresh(roomName: string): Promise<void> {
    const category = await findCategory(this.#deps.db, roomName);
    const runner = this.find(roomName);
    if (!category) {
      if (runner) this.#disable(runner);
      return;
    }
    await this.#apply(category, runner);
  }

  /** Loads every category's room; used by the admin views. */
  async refreshAll(): Promise<void> {
    const categories = await listCategories(this.#deps.db);
    const known = new Set(categories.map((c) => roomKeyOf(c.roomName)));
    for (const runner of this.#runners.values()) {
      if (!known.has(roomKeyOf(runner.state.roomName)) && runner.state.active) {
        this.#disable(runner);
      }
    }
    for (const category of categories) {
      const runner = this.find(category.roomName);
      const idle = !runner || runner.state.phase.kind === 'idle';
      if (idle || runner.state.active !== category.active || this.#changed(runner, category)) {
        await this.#apply(category, runner, idle);
      }
    }
  }

  async adminRooms(): Promise<AdminRoom[]> {
    await this.refreshAll();
    const now = this.#deps.clock.now();
    return this.all()
      .filter((runner) => runner.state.active)
      .map((runner) => toAdminView(runner.state, now));
  }

  /**
   * Adds server-driven players [BT3]. RoomName 'hits' (the default) falls back to the busiest active
   * room when no room has that name. Null when there is no such active room.
   */
  async addBots(options: AddBotsBody): Promise<AddBotsResult | null> {
    let runner = await this.open(options.RoomName);
    if (!runner && roomKeyOf(options.RoomName) === BOT_DEFAULTS.RoomName) {
      await this.refreshAll();
      const active = this.all().filter((r) => r.state.active && r.state.songs.length > 0);
      runner = active.sort((a, b) => b.state.players.length - a.state.players.length)[0] ?? null;
    }
    if (!runner) return null;
    const names: string[] = [];
    for (let i = 0; i < options.NumberOfBots; i++) {
      const taken = new Set(runner.state.players.map((p) => nameKey(p.name)));
      const name = makeBotName(options.NamePrefix, taken, this.#deps.random);
      runner.dispatch({
        type: 'join',
        player: {
          key: `bot:${++this.#botSeq}`,
          name,
          userId: null,
          authenticated: false,
          bot: { sleepMinMs: options.ThreadSleepMin, sleepMaxMs: options.ThreadSleepMax, successChance: options.SuccessChance },
        },
      });
      names.push(name);
    }
    return { roomName: runner.state.roomName, names };
  }

  onlinePlayers(): OnlinePlayer[] {
    return this.all().flatMap((runner) =>
      runner.state.players.map((p) => ({ name: p.name, roomName: runner.state.roomName, isBot: p.bot !== null })),
    );
  }

  /** Removes bots of that name (ignoring case) from every room; the number removed. */
  removeBots(name: string): number {
    let removed = 0;
    for (const runner of this.all()) {
      for (const player of runner.state.players) {
        if (player.bot && nameKey(player.name) === nameKey(name)) {
          runner.dispatch({ type: 'leave', key: player.key });
          removed++;
        }
      }
    }
    return removed;
  }

  readonly live: LiveRooms = {
    playerCount: (roomName) => this.find(roomName)?.state.players.length ?? 0,
    totalPlayers: () => this.all().reduce((sum, runner) => sum + runner.state.players.length, 0),
    backlog: (roomName): BacklogItem[] => [...(this.find(roomName)?.state.backlog ?? [])],
  };

  close(): void {
    for (const runner of this.#runners.values()) runner.close();
    this.#runners.clear();
  }

  async #apply(category: CategoryInfo, runner: RoomRunner | undefined, withSongs = true): Promise<void> {
    const loaded = withSongs || !runner ? await loadSongs(this.#deps.db, category.categoryId) : null;
    const current = this.find(category.roomName) ?? runner;
    if (current) {
      current.dispatch({ type: 'configure', category, songs: loaded?.songs, counts: loaded?.counts });
      return;
    }
    const settings = gameSettings(this.#deps.config, BOT_GAMES_BEFORE_LEAVING);
    const created = new RoomRunner(createRoom(category, settings, loaded?.songs ?? [], loaded?.counts), {
      clock: this.#deps.clock,
      random: this.#deps.random,
      onEffects: this.#deps.onEffects,
      onError: this.#deps.onError,
    });
    this.#runners.set(roomKeyOf(category.roomName), created);
  }

  /** A room whose category is gone stops as a disabled one would. */
  #disable(runner: RoomRunner): void {
    runner.dispatch({ type: 'configure', category: { ...this.#categoryOf(runner), active: false } });
  }

  #categoryOf(runner: RoomRunner): CategoryInfo {
    const { categoryId, roomName, displayName, songOnly, visible, active } = runner.state;
    return { categoryId, roomName, displayName, songOnly, visible, active };
  }

  #changed(runner: RoomRunner, category: CategoryInfo): boolean {
    const now = this.#categoryOf(runner);
    return (Object.keys(category) as Array<keyof CategoryInfo>).some((key) => now[key] !== category[key]);
  }
}
