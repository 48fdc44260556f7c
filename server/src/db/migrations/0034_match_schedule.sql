CREATE TABLE "match_time_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"side" text NOT NULL,
	"proposed_by_id" uuid,
	"time" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "match_time_proposals_side_ck" CHECK ("match_time_proposals"."side" in ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "round_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid,
	"league_id" uuid,
	"round_number" integer NOT NULL,
	"play_by" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_windows_one_event_ck" CHECK (("round_windows"."tournament_id" is null) <> ("round_windows"."league_id" is null))
);
--> statement-breakpoint
ALTER TABLE "match_time_proposals" ADD CONSTRAINT "match_time_proposals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_time_proposals" ADD CONSTRAINT "match_time_proposals_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_windows" ADD CONSTRAINT "round_windows_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_windows" ADD CONSTRAINT "round_windows_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_time_proposals_match_idx" ON "match_time_proposals" USING btree ("match_id","status","time");--> statement-breakpoint
CREATE UNIQUE INDEX "round_windows_tournament_uq" ON "round_windows" USING btree ("tournament_id","round_number") WHERE "round_windows"."tournament_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "round_windows_league_uq" ON "round_windows" USING btree ("league_id","round_number") WHERE "round_windows"."league_id" is not null;