// Test-only builders: schema-valid game states and players with overrides (imported by *.test.ts only).
import {
  gameStateSchema,
  roomPlayerSchema,
  songSchema,
  type BacklogItem,
  type GameState,
  type RoomPlayer,
  type Song,
} from '@earshot/shared/hub/game-state';

/** The server's clock when the built state was sent (epoch ms). */
export const SERVER_NOW = Date.UTC(2024, 2, 5, 14, 0, 0);

export const aPlayer = (overrides: Partial<RoomPlayer> = {}): RoomPlayer =>
  roomPlayerSchema.parse({
    name: 'Alice',
    points: 0,
    authenticated: false,
    isBot: false,
    lastSongTime: null,
    medalRank: 0,
    artistCorrect: false,
    songCorrect: false,
    awardedPoints: 0,
    songsGuessed: 0,
    averageTime: null,
    goldMedals: 0,
    silverMedals: 0,
    bronzeMedals: 0,
    gameRank: 0,
    ...overrides,
  });

export const aSong = (overrides: Partial<Song> = {}): Song =>
  songSchema.parse({
    preview: 'https://cdn.example/preview.mp3',
    title: 'Song One',
    titleClean: 'song one',
    artist: 'The Band',
    artistList: ['The Band'],
    albumArt: 'https://cdn.example/art.jpg',
    trackLink: null,
    ...overrides,
  });

export const aBacklogItem = (title: string): BacklogItem => ({ song: aSong({ title }), playerAwards: [] });

/** By default round 2 of 10 is running (30 s, 10 s ending at SERVER_NOW + 20 s) with Alice in the room. */
export const aGameState = (overrides: Partial<GameState> = {}): GameState =>
  gameStateSchema.parse({
    roomName: 'hits',
    displayName: 'Hits',
    serverTime: SERVER_NOW,
    roomActive: true,
    endOfRound: false,
    endOfGame: false,
    isPlaying: true,
    songOnly: false,
    currentRound: 2,
    roundsPerGame: 10,
    roundDuration: 30,
    roundPause: 10,
    gameEndPause: 60,
    endOfRoundTime: SERVER_NOW + 20_000,
    endOfGameTime: 0,
    currentSong: { preview: 'https://cdn.example/preview.mp3' },
    players: [aPlayer()],
    songBacklog: [aBacklogItem('Song Zero')],
    ...overrides,
  });

/** The phases of docs/PROTOCOL.md "Game state". */
export const anIdleRoom = (overrides: Partial<GameState> = {}): GameState =>
  aGameState({ isPlaying: false, currentRound: 0, endOfRoundTime: 0, currentSong: null, songBacklog: [], ...overrides });

export const aRoundEnd = (overrides: Partial<GameState> = {}): GameState =>
  aGameState({
    isPlaying: false,
    endOfRound: true,
    endOfRoundTime: SERVER_NOW,
    currentSong: aSong({ title: 'Song Two' }),
    songBacklog: [aBacklogItem('Song Two'), aBacklogItem('Song Zero')],
    ...overrides,
  });

export const aGameEnd = (overrides: Partial<GameState> = {}): GameState =>
  aRoundEnd({ endOfRound: false, endOfGame: true, currentRound: 10, endOfGameTime: SERVER_NOW + 60_000, ...overrides });
