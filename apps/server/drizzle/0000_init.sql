CREATE TABLE "basic_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"room_name" text,
	"selected_name" text,
	"path" text
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_by" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_name" text NOT NULL,
	"display_name" text NOT NULL,
	"room_active" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"song_only" boolean DEFAULT false NOT NULL,
	"playlist_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_songs" (
	"category_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"observed_count" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_songs_category_id_song_id_pk" PRIMARY KEY("category_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "error_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"message" text NOT NULL,
	"inner_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"songs_guessed" integer DEFAULT 0 NOT NULL,
	"total_guess_ms" integer DEFAULT 0 NOT NULL,
	"gold_medals" integer DEFAULT 0 NOT NULL,
	"silver_medals" integer DEFAULT 0 NOT NULL,
	"bronze_medals" integer DEFAULT 0 NOT NULL,
	"game_rank_one_count" integer DEFAULT 0 NOT NULL,
	"game_rank_two_count" integer DEFAULT 0 NOT NULL,
	"game_rank_three_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"category_name" text,
	"category_id" integer,
	"playlist_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"title_clean" text NOT NULL,
	"artist" text NOT NULL,
	"artist_list" jsonb NOT NULL,
	"album_art" text NOT NULL,
	"preview" text NOT NULL,
	"track_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"ip" text,
	"reason" text NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"welcome_code" text,
	"reset_code" text,
	"reset_code_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_logon" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "website_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"cleared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_songs" ADD CONSTRAINT "category_songs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_songs" ADD CONSTRAINT "category_songs_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basic_log_date_time" ON "basic_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_room_name_lower" ON "categories" USING btree (lower("room_name"));--> statement-breakpoint
CREATE INDEX "category_songs_song" ON "category_songs" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "error_log_date_time" ON "error_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "player_stats_points" ON "player_stats" USING btree ("points");--> statement-breakpoint
CREATE UNIQUE INDEX "songs_source_external" ON "songs" USING btree ("source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_welcome_code" ON "users" USING btree ("welcome_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_code" ON "users" USING btree ("reset_code");