import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    welcomeCode: text('welcome_code'),
    resetCode: text('reset_code'),
    resetCodeExpires: timestamp('reset_code_expires', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    lastLogon: timestamp('last_logon', { withTimezone: true, mode: 'date' }),
    /** Bumped when a password is reset by e-mail: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_welcome_code').on(t.welcomeCode),
    uniqueIndex('users_reset_code').on(t.resetCode),
  ],
);

/** Lifetime tallies of a registered player; averageTime = totalGuessMs / songsGuessed / 1000 s. */
export const playerStats = pgTable(
  'player_stats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    songsGuessed: integer('songs_guessed').notNull().default(0),
    totalGuessMs: integer('total_guess_ms').notNull().default(0),
    goldMedals: integer('gold_medals').notNull().default(0),
    silverMedals: integer('silver_medals').notNull().default(0),
    bronzeMedals: integer('bronze_medals').notNull().default(0),
    gameRankOneCount: integer('game_rank_one_count').notNull().default(0),
    gameRankTwoCount: integer('game_rank_two_count').notNull().default(0),
    gameRankThreeCount: integer('game_rank_three_count').notNull().default(0),
  },
  (t) => [index('player_stats_points').on(t.points)],
);

/** A category is a room (roomName is its address, case-insensitive). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    roomName: text('room_name').notNull(),
    displayName: text('display_name').notNull(),
    roomActive: boolean('room_active').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    songOnly: boolean('song_only').notNull().default(false),
    playlistUrl: text('playlist_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_room_name_lower').on(sql`lower(${t.roomName})`)],
);

export const songs = pgTable(
  'songs',
  {
    id: serial('id').primaryKey(),
    /** 'demo' for the synthesised catalogue, else the service it was imported from. */
    source: text('source').notNull(),
    /** Demo: the melody's key in the repository; imports: the service's track id. */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    titleClean: text('title_clean').notNull(),
    artist: text('artist').notNull(),
    artistList: jsonb('artist_list').$type<string[]>().notNull(),
    albumArt: text('album_art').notNull(),
    /** Opaque audio address: reveals nothing about the song. */
    preview: text('preview').notNull(),
    trackLink: text('track_link'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('songs_source_external').on(t.source, t.externalId)],
);

export const categorySongs = pgTable(
  'category_songs',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    /** Rounds this song was played in this category. */
    playCount: integer('play_count').notNull().default(0),
    /** Players who heard it (sum of players present at each round end). */
    observedCount: integer('observed_count').notNull().default(0),
    /** Players who got it right. */
    successCount: integer('success_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.songId] }), index('category_songs_song').on(t.songId)],
);

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  createdBy: text('created_by').notNull(),
  body: text('body').notNull(),
  created: createdAt(),
});

/** Song request (type 0) or category request (type 1). */
export const requests = pgTable('requests', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull(),
  categoryName: text('category_name'),
  categoryId: integer('category_id'),
  playlistUrl: text('playlist_url').notNull(),
  dateRequested: createdAt(),
  processed: boolean('processed').notNull().default(false),
});

export const basicLog = pgTable(
  'basic_log',
  {
    id: serial('id').primaryKey(),
    ipAddress: text('ip_address'),
    dateTime: createdAt(),
    action: text('action').notNull(),
    roomName: text('room_name'),
    selectedName: text('selected_name'),
    path: text('path'),
  },
  (t) => [index('basic_log_date_time').on(t.dateTime)],
);

export const errorLog = pgTable(
  'error_log',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    message: text('message').notNull(),
    innerMessage: text('inner_message'),
    dateTime: createdAt(),
  },
  (t) => [index('error_log_date_time').on(t.dateTime)],
);

/** Timeouts (expiresAt set) and bans (banned, no expiry). */
export const timeouts = pgTable('timeouts', {
  id: serial('id').primaryKey(),
  name: text('name'),
  ip: text('ip'),
  reason: text('reason').notNull(),
  banned: boolean('banned').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** The newest row with cleared = false is the current website warning. */
export const websiteWarnings = pgTable('website_warnings', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  cleared: boolean('cleared').notNull().default(false),
  createdAt: createdAt(),
});

/** Every mail sent or, without SMTP_URL, only logged; links work on a fresh machine. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

/** Captcha solutions already accepted, so each verifies once. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
