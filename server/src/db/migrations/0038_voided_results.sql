ALTER TABLE "rated_matches" ADD COLUMN "voided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD COLUMN "voided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "rated_matches" ADD CONSTRAINT "rated_matches_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;