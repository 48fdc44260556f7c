ALTER TABLE "challenges" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "description_en" text;