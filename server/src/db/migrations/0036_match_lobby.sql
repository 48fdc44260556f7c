ALTER TABLE "conversations" ADD COLUMN "match_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "system_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "system_params" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_match_id_unique" UNIQUE("match_id");