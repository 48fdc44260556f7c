CREATE TABLE "match_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"side" text,
	"score_a" integer,
	"score_b" integer,
	"comment" text,
	"screenshot_url" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"side" text NOT NULL,
	"submitted_by_id" uuid,
	"score_a" integer NOT NULL,
	"score_b" integer NOT NULL,
	"screenshot_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"approval_deadline" timestamp (3) with time zone NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "match_result_approval_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_results_one_pending_uq" ON "match_results" USING btree ("match_id") WHERE "match_results"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "match_results_due_idx" ON "match_results" USING btree ("approval_deadline") WHERE "match_results"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "match_results_match_idx" ON "match_results" USING btree ("match_id","submitted_at");