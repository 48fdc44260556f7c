ALTER TABLE "tournament_participants" ADD COLUMN "withdrawal" text;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "withdrawn_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "allow_early_results" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "allow_early_results" boolean DEFAULT false NOT NULL;