CREATE TYPE "public"."league_team_status" AS ENUM('invited', 'accepted');--> statement-breakpoint
ALTER TABLE "league_teams" ADD COLUMN "status" "league_team_status" DEFAULT 'accepted' NOT NULL;
