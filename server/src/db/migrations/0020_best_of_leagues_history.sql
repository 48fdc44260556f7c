ALTER TABLE "leagues" ADD COLUMN "best_of" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "games" jsonb DEFAULT '[]'::jsonb NOT NULL;