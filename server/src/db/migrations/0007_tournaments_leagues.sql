CREATE TYPE "public"."participant_kind" AS ENUM('team', 'solo');--> statement-breakpoint
CREATE TYPE "public"."tournament_format" AS ENUM('single_elimination', 'double_elimination', 'round_robin', 'swiss');--> statement-breakpoint
CREATE TYPE "public"."tournament_status" AS ENUM('draft', 'registration_open', 'registration_closed', 'in_progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."league_rounds" AS ENUM('single', 'double');--> statement-breakpoint
CREATE TYPE "public"."league_status" AS ENUM('upcoming', 'in_progress', 'completed');--> statement-breakpoint
CREATE TABLE "tournament_brackets" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"participant_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"kind" "participant_kind" NOT NULL,
	"team_id" uuid,
	"user_id" uuid,
	"registered_by_id" uuid,
	"seed" integer,
	"checked_in_at" timestamp (3) with time zone,
	"final_rank" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"game" text NOT NULL,
	"description" text,
	"rules" text,
	"format" "tournament_format" NOT NULL,
	"participant_kind" "participant_kind" DEFAULT 'team' NOT NULL,
	"status" "tournament_status" DEFAULT 'registration_open' NOT NULL,
	"max_participants" integer NOT NULL,
	"participants_count" integer DEFAULT 0 NOT NULL,
	"checked_in_count" integer DEFAULT 0 NOT NULL,
	"prize_pool" text,
	"entry_fee" text,
	"registration_deadline" timestamp (3) with time zone NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"check_in_opens_at" timestamp (3) with time zone,
	"check_in_closes_at" timestamp (3) with time zone,
	"banner_url" text,
	"country" text,
	"region" text,
	"group_count" integer,
	"swiss_rounds" integer,
	"organizer_id" uuid NOT NULL,
	"bracket_generated_at" timestamp (3) with time zone,
	"champion_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"added_by_id" uuid,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"game" text NOT NULL,
	"season" text NOT NULL,
	"description" text,
	"rounds" "league_rounds" DEFAULT 'single' NOT NULL,
	"status" "league_status" DEFAULT 'upcoming' NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"match_interval_days" integer DEFAULT 7 NOT NULL,
	"banner_url" text,
	"country" text,
	"organizer_id" uuid NOT NULL,
	"teams_count" integer DEFAULT 0 NOT NULL,
	"weeks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid,
	"league_id" uuid,
	"bracket_match_id" integer,
	"stage_number" integer DEFAULT 1 NOT NULL,
	"group_kind" text NOT NULL,
	"group_number" integer DEFAULT 1 NOT NULL,
	"round_number" integer NOT NULL,
	"match_number" integer NOT NULL,
	"participant_a_id" uuid,
	"participant_b_id" uuid,
	"team_a_id" uuid,
	"team_b_id" uuid,
	"user_a_id" uuid,
	"user_b_id" uuid,
	"a_bye" boolean DEFAULT false NOT NULL,
	"b_bye" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"score_a" integer,
	"score_b" integer,
	"winner" text,
	"scheduled_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"result_approved_at" timestamp (3) with time zone,
	"result_by_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_brackets" ADD CONSTRAINT "tournament_brackets_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_registered_by_id_users_id_fk" FOREIGN KEY ("registered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_participant_a_id_tournament_participants_id_fk" FOREIGN KEY ("participant_a_id") REFERENCES "public"."tournament_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_participant_b_id_tournament_participants_id_fk" FOREIGN KEY ("participant_b_id") REFERENCES "public"."tournament_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_a_id_teams_id_fk" FOREIGN KEY ("team_a_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_b_id_teams_id_fk" FOREIGN KEY ("team_b_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_result_by_id_users_id_fk" FOREIGN KEY ("result_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_team_uq" ON "tournament_participants" USING btree ("tournament_id","team_id") WHERE "tournament_participants"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_user_uq" ON "tournament_participants" USING btree ("tournament_id","user_id") WHERE "tournament_participants"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "tournament_participants_tournament_idx" ON "tournament_participants" USING btree ("tournament_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tournament_participants_team_idx" ON "tournament_participants" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tournament_participants_user_idx" ON "tournament_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_created_idx" ON "tournaments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_status_created_idx" ON "tournaments" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_game_created_idx" ON "tournaments" USING btree ("game","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_organizer_created_idx" ON "tournaments" USING btree ("organizer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_starts_idx" ON "tournaments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "tournaments_name_trgm_idx" ON "tournaments" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "league_teams_uq" ON "league_teams" USING btree ("league_id","team_id");--> statement-breakpoint
CREATE INDEX "league_teams_team_idx" ON "league_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "leagues_created_idx" ON "leagues" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leagues_status_created_idx" ON "leagues" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leagues_game_created_idx" ON "leagues" USING btree ("game","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leagues_organizer_idx" ON "leagues" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "leagues_name_trgm_idx" ON "leagues" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id","stage_number","group_number","round_number","match_number");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_tournament_bracket_uq" ON "matches" USING btree ("tournament_id","bracket_match_id") WHERE "matches"."bracket_match_id" is not null;--> statement-breakpoint
CREATE INDEX "matches_league_idx" ON "matches" USING btree ("league_id","round_number","match_number");--> statement-breakpoint
CREATE INDEX "matches_team_a_idx" ON "matches" USING btree ("team_a_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "matches_team_b_idx" ON "matches" USING btree ("team_b_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "matches_user_a_idx" ON "matches" USING btree ("user_a_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "matches_user_b_idx" ON "matches" USING btree ("user_b_id","scheduled_at");