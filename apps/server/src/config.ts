import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POINTS_BY_RANK } from '@earshot/shared/constants';

const seconds = (fallback: number) => z.coerce.number().positive().max(86_400).default(fallback);
const optionalUrl = z.url().optional();

/** Environment variables (DESIGN §4), validated at start. Round timings are seconds (fractions allowed, for tests). */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Earshot <no-reply@earshot.local>'),
    PUBLIC_URL: optionalUrl,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_LIFETIME_HOURS: z.coerce.number().positive().max(24 * 90).default(24 * 7),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    ROUNDS_PER_GAME: z.coerce.number().int().min(1).max(100).default(10),
    ROUND_DURATION_S: seconds(30),
    ROUND_PAUSE_S: seconds(10),
    GAME_END_PAUSE_S: seconds(20),
    POINTS_BY_RANK: z
      .string()
      .regex(/^\d+,\d+,\d+$/, 'must be three comma-separated whole numbers, e.g. 3,2,1')
      .default(DEFAULT_POINTS_BY_RANK.join(','))
      .transform((s) => s.split(',').map(Number) as [number, number, number]),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('production'),
    /** Demo catalogue is loaded on first start unless set to 'false'. */
    DEMO_CATALOGUE: z.enum(['true', 'false']).default('true'),
    /** ALTCHA proof of work: PBKDF2 iterations per attempt, and the highest counter a solver may have to reach. */
    CAPTCHA_COST: z.coerce.number().int().positive().max(1_000_000).default(2_000),
    CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(5_000),
    /**
     * Which proxies may set X-Forwarded-For (client IPs feed rate limits, bans and the basic log):
     * 'false' (default: the socket's address), 'true' (any — only behind a proxy that overwrites it),
     * or comma-separated proxy addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | string[] => (v === 'true' ? true : v === 'false' ? false : v.split(',').map((s) => s.trim()))),
    /** Multiplies every per-route rate limit (sign-in, register, …); raise it for load tests. */
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  })
  .refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_USERNAME, {
    message: 'ADMIN_PASSWORD needs ADMIN_USERNAME',
    path: ['ADMIN_USERNAME'],
  });

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}

/** loadConfig for the commands (server, admin CLI): DATA_DIR is relative to where the user typed the command. */
export function loadProcessConfig(): Config {
  return loadConfig({
    ...process.env,
    // npm runs workspace scripts in the workspace folder; INIT_CWD is where npm was started.
    DATA_DIR: path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data'),
  });
}
