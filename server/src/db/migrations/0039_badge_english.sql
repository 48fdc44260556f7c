ALTER TABLE "challenges" ADD COLUMN "badge_reward_en" text;--> statement-breakpoint
ALTER TABLE "xp_awards" ADD COLUMN "badge_en" text;