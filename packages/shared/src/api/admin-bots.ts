import { z } from 'zod';
import { BOT_DEFAULTS, GUEST_NAME_MAX_LENGTH } from '../constants.ts';

export const BOT_PREFIX_MAX_LENGTH = GUEST_NAME_MAX_LENGTH - 3; // room for 3+ random letters
export const BOTS_PER_REQUEST_MAX = 50;
const SLEEP_MAX_MS = 10 * 60 * 1000;

const whole = (field: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`)
    .default(fallback);

/** POST /api/admin/AddBots (SPEC §3 "Bot options"); absent fields take BOT_DEFAULTS. */
export const addBotsSchema = z
  .object({
    RoomName: z.string().trim().min(1, 'RoomName is required').max(100).default(BOT_DEFAULTS.RoomName),
    NumberOfBots: whole('NumberOfBots', 1, BOTS_PER_REQUEST_MAX, BOT_DEFAULTS.NumberOfBots),
    NamePrefix: z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\p{L}{0,${BOT_PREFIX_MAX_LENGTH}}$`, 'u'),
        `NamePrefix must be letters only, at most ${BOT_PREFIX_MAX_LENGTH}`,
      )
      .nullish()
      .transform((prefix) => prefix || null),
    ThreadSleepMin: whole('ThreadSleepMin', 0, SLEEP_MAX_MS, BOT_DEFAULTS.ThreadSleepMin),
    ThreadSleepMax: whole('ThreadSleepMax', 0, SLEEP_MAX_MS, BOT_DEFAULTS.ThreadSleepMax),
    SuccessChance: z.coerce
      .number({ error: 'SuccessChance must be a number' })
      .min(0, 'SuccessChance must be between 0 and 100')
      .max(100, 'SuccessChance must be between 0 and 100')
      .default(BOT_DEFAULTS.SuccessChance),
  })
  .refine((bots) => bots.ThreadSleepMin <= bots.ThreadSleepMax, {
    message: 'ThreadSleepMin must not be more than ThreadSleepMax',
    path: ['ThreadSleepMin'],
  });
export type AddBotsBody = z.infer<typeof addBotsSchema>;

/** The room the bots joined and their names. */
export const addBotsResultSchema = z.object({ roomName: z.string(), names: z.array(z.string()) });
export type AddBotsResult = z.infer<typeof addBotsResultSchema>;
