CREATE TYPE "public"."transfer_offer_direction" AS ENUM('team_to_person', 'person_to_team');--> statement-breakpoint
CREATE TYPE "public"."transfer_offer_status" AS ENUM('pending', 'accepted', 'rejected', 'withdrawn', 'declined');--> statement-breakpoint
CREATE TABLE "coaching_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"games" text[] DEFAULT '{}' NOT NULL,
	"specialties" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"hourly_rate" integer,
	"free" boolean DEFAULT false NOT NULL,
	"availability" text DEFAULT 'now' NOT NULL,
	"summary" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid,
	"user_id" uuid NOT NULL,
	"from_team_id" uuid,
	"from_team_name" text,
	"from_team_slug" text,
	"to_team_id" uuid,
	"to_team_name" text NOT NULL,
	"to_team_slug" text NOT NULL,
	"game" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"direction" "transfer_offer_direction" NOT NULL,
	"role" text NOT NULL,
	"game" text NOT NULL,
	"position" text NOT NULL,
	"salary" integer,
	"contract_months" integer,
	"message" text,
	"status" "transfer_offer_status" DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "coaching_profiles" ADD CONSTRAINT "coaching_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_history" ADD CONSTRAINT "transfer_history_offer_id_transfer_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."transfer_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_history" ADD CONSTRAINT "transfer_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_history" ADD CONSTRAINT "transfer_history_from_team_id_teams_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_history" ADD CONSTRAINT "transfer_history_to_team_id_teams_id_fk" FOREIGN KEY ("to_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_offers" ADD CONSTRAINT "transfer_offers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_offers" ADD CONSTRAINT "transfer_offers_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_offers" ADD CONSTRAINT "transfer_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_offers" ADD CONSTRAINT "transfer_offers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_offers" ADD CONSTRAINT "transfer_offers_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_profiles_games_idx" ON "coaching_profiles" USING gin ("games");--> statement-breakpoint
CREATE INDEX "coaching_profiles_updated_idx" ON "coaching_profiles" USING btree ("updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_history_created_idx" ON "transfer_history" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_history_user_idx" ON "transfer_history" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_history_from_team_idx" ON "transfer_history" USING btree ("from_team_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_history_to_team_idx" ON "transfer_history" USING btree ("to_team_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_offers_one_pending_idx" ON "transfer_offers" USING btree ("team_id","player_id","game") WHERE "transfer_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transfer_offers_player_idx" ON "transfer_offers" USING btree ("player_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_offers_team_idx" ON "transfer_offers" USING btree ("team_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_market_views_idx" ON "profiles" USING btree ("profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_market_avail_views_idx" ON "profiles" USING btree ("availability","profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_market_avail_skill_views_idx" ON "profiles" USING btree ("availability","skill_level","profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_market_skill_idx" ON "profiles" USING btree ((case "skill_level" when 'elite' then 5 when 'expert' then 4 when 'advanced' then 3 when 'intermediate' then 2 when 'beginner' then 1 else 0 end) desc,"profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_market_active_idx" ON "profiles" USING btree ("updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_games_roles_idx" ON "profiles" USING gin ("games" jsonb_path_ops);