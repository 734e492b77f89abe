import type { BacklogItem } from '@earshot/shared/hub/game-state';
import type { TokenService } from './auth/jwt.ts';
import type { Captcha } from './captcha/captcha.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the REST side reads from the live rooms (implemented by the hub's room manager). */
export interface LiveRooms {
  playerCount(roomName: string): number;
  totalPlayers(): number;
  /** Newest first; empty when the room has not played. */
  backlog(roomName: string): BacklogItem[];
}

/** Everything a route module needs, built once by createServer. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  mailer: Mailer;
  captcha: Captcha;
  live: LiveRooms;
};
