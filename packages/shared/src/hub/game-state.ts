import { z } from 'zod';

/** A song as revealed after its round (SPEC §3 "Song"). */
export const songSchema = z.object({
  preview: z.string(),
  title: z.string(),
  titleClean: z.string(),
  artist: z.string(),
  artistList: z.array(z.string()),
  albumArt: z.string(),
  trackLink: z.string().nullable(),
});
export type Song = z.infer<typeof songSchema>;

/** During a round the player only gets the audio address, which reveals nothing (DESIGN §6). */
export const hiddenSongSchema = z.object({ preview: z.string() });
export type HiddenSong = z.infer<typeof hiddenSongSchema>;

/** 0 = no medal, 1 gold, 2 silver, 3 bronze. */
export const medalRankSchema = z.number().int().min(0).max(3);
export type MedalRank = z.infer<typeof medalRankSchema>;

/** A player in a room (SPEC §3 "Player in a room", plus this game's tallies for the Game Over view). */
export const roomPlayerSchema = z.object({
  name: z.string(),
  points: z.number(),
  authenticated: z.boolean(),
  isBot: z.boolean(),
  /** Seconds from round start to the correct answer in the current/last round, null if none. */
  lastSongTime: z.number().nullable(),
  medalRank: medalRankSchema,
  artistCorrect: z.boolean(),
  songCorrect: z.boolean(),
  /** Points won in the current/last round (shown as '+N'). */
  awardedPoints: z.number(),
  songsGuessed: z.number(),
  /** Mean seconds to a correct answer this game, null before the first. */
  averageTime: z.number().nullable(),
  goldMedals: z.number(),
  silverMedals: z.number(),
  bronzeMedals: z.number(),
  /** 1..3 once a game has ended with this player in its top three, else 0. */
  gameRank: z.number().int().min(0).max(3),
  removed: z.boolean().optional(),
  /** Present on admin copies only. */
  roomName: z.string().optional(),
});
export type RoomPlayer = z.infer<typeof roomPlayerSchema>;

export const playerAwardSchema = z.object({
  playerName: z.string(),
  awardedPoints: z.number(),
  awardRank: medalRankSchema,
});
export type PlayerAward = z.infer<typeof playerAwardSchema>;

export const backlogItemSchema = z.object({ song: songSchema, playerAwards: z.array(playerAwardSchema) });
export type BacklogItem = z.infer<typeof backlogItemSchema>;

/**
 * Game state as sent to a player (SPEC §3 "Game state" plus roomName, displayName, serverTime).
 * Phases: idle (isPlaying, endOfRound and endOfGame all false), round (isPlaying), round end
 * (endOfRound; the next round starts at endOfRoundTime + roundPause s), game end (endOfGame; the
 * next game starts at endOfGameTime). Times are epoch ms on the server's clock; durations are seconds.
 */
export const gameStateSchema = z.object({
  roomName: z.string(),
  displayName: z.string(),
  serverTime: z.number(),
  roomActive: z.boolean(),
  endOfRound: z.boolean(),
  endOfGame: z.boolean(),
  isPlaying: z.boolean(),
  songOnly: z.boolean(),
  currentRound: z.number().int(),
  roundsPerGame: z.number().int(),
  roundDuration: z.number(),
  roundPause: z.number(),
  gameEndPause: z.number(),
  endOfRoundTime: z.number(),
  endOfGameTime: z.number(),
  currentSong: z.union([songSchema, hiddenSongSchema]).nullable(),
  players: z.array(roomPlayerSchema),
  /** Newest first. */
  songBacklog: z.array(backlogItemSchema),
});
export type GameState = z.infer<typeof gameStateSchema>;

/** A room as the admin console sees it (SPEC §3 "Admin room"); the current answer is included. */
export const adminRoomSchema = z.object({
  roomName: z.string(),
  displayName: z.string(),
  currentRound: z.number().int(),
  roundsPerGame: z.number().int(),
  currentSong: z
    .object({
      artist: z.string(),
      titleClean: z.string(),
      successRate: z.number(),
      playCount: z.number(),
      observedCount: z.number(),
    })
    .nullable(),
  visible: z.boolean(),
  songOnly: z.boolean(),
  players: z.array(roomPlayerSchema),
  endOfRound: z.boolean(),
  endOfGame: z.boolean(),
  endOfRoundTime: z.number(),
  endOfGameTime: z.number(),
  roundPause: z.number(),
  isPlaying: z.boolean(),
  chatText: z.string(),
  serverTime: z.number(),
});
export type AdminRoom = z.infer<typeof adminRoomSchema>;
