import { z } from 'zod';
import { backlogItemSchema, songSchema, playerAwardSchema } from '../hub/game-state.ts';

/** A backlog item as listed with rooms: a placeholder before a room has played carries only the art. */
export const roomBacklogItemSchema = z.union([
  backlogItemSchema,
  z.object({ song: songSchema.pick({ albumArt: true }), playerAwards: z.array(playerAwardSchema) }),
]);

export const roomSummarySchema = z.object({
  roomName: z.string(),
  displayName: z.string(),
  players: z.number(),
  totalSongs: z.number(),
  songOnly: z.boolean(),
  backLog: z.array(roomBacklogItemSchema),
  playerCount: z.number(),
});
export type RoomSummary = z.infer<typeof roomSummarySchema>;

export const allRoomsSchema = z.object({
  totalUserCount: z.number(),
  /** Distinct songs across the listed rooms (a song may be in several), for the home page's "over N songs". */
  totalSongCount: z.number(),
  categories: z.array(roomSummarySchema),
});
export type AllRooms = z.infer<typeof allRoomsSchema>;

export const roomSearchResultSchema = z.object({
  roomName: z.string(),
  displayName: z.string(),
  displayPic: z.string().nullable(),
  playerCount: z.number(),
});
export type RoomSearchResult = z.infer<typeof roomSearchResultSchema>;

export const searchRoomsQuerySchema = z.object({ searchTerm: z.string().max(100, 'Search term is too long').default('') });

export const roomDisplayNameSchema = z.object({ roomDisplayName: z.string() });

export const categoryOptionSchema = z.object({ id: z.number(), description: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const leaderboardEntrySchema = z.object({
  name: z.string(),
  points: z.number(),
  songsGuessed: z.number(),
  /** Seconds, 1 decimal; null before the first correct answer. */
  averageTime: z.number().nullable(),
  goldMedals: z.number(),
  silverMedals: z.number(),
  bronzeMedals: z.number(),
  gameRankOneCount: z.number(),
  gameRankTwoCount: z.number(),
  gameRankThreeCount: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const profileSchema = leaderboardEntrySchema.extend({
  accountCreated: z.string(),
  lastLogon: z.string().nullable(),
  globalRank: z.number(),
  myProfile: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const blogPostSchema = z.object({ title: z.string(), created: z.string(), createdBy: z.string(), body: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const websiteWarningSchema = z.object({ warning: z.string().nullable() });
export type WebsiteWarning = z.infer<typeof websiteWarningSchema>;

export const errorLogEntrySchema = z.object({
  id: z.number(),
  path: z.string(),
  exception: z.object({ message: z.string() }),
  innerException: z.object({ message: z.string() }).nullable(),
  dateTime: z.string(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

export const authenticateResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  captchaRequired: z.boolean(),
  token: z.string().nullable(),
  expires: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

/** The stored login ('TokenInfo'); the username is inside the token's payload. */
export const tokenInfoSchema = z.object({ token: z.string(), expires: z.string(), isAdmin: z.boolean() });
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

export const messageSchema = z.object({ message: z.string() });
