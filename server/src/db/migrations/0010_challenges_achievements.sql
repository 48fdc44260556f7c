CREATE TABLE "backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"joined_by_id" uuid,
	"progress" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp (3) with time zone NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"difficulty" text NOT NULL,
	"xp_reward" integer NOT NULL,
	"target_value" integer NOT NULL,
	"badge_reward" text,
	"status" text DEFAULT 'active' NOT NULL,
	"metric" text NOT NULL,
	"starts_at" timestamp (3) with time zone,
	"ends_at" timestamp (3) with time zone,
	"participants_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"earned_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "user_achievements_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "user_active_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_active_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "xp_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"source_id" uuid NOT NULL,
	"challenge_id" uuid,
	"badge" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xp_totals" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_totals_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_participations" ADD CONSTRAINT "challenge_participations_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participations" ADD CONSTRAINT "challenge_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participations" ADD CONSTRAINT "challenge_participations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participations" ADD CONSTRAINT "challenge_participations_joined_by_id_users_id_fk" FOREIGN KEY ("joined_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_participations_user_uq" ON "challenge_participations" USING btree ("challenge_id","user_id") WHERE "challenge_participations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_participations_team_uq" ON "challenge_participations" USING btree ("challenge_id","team_id") WHERE "challenge_participations"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "challenge_participations_user_idx" ON "challenge_participations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "challenge_participations_team_idx" ON "challenge_participations" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "challenges_status_type_idx" ON "challenges" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE INDEX "user_achievements_key_idx" ON "user_achievements" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_awards_source_uq" ON "xp_awards" USING btree ("subject_kind","subject_id","source_id");--> statement-breakpoint
CREATE INDEX "xp_awards_created_idx" ON "xp_awards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "xp_awards_subject_idx" ON "xp_awards" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "xp_totals_rank_idx" ON "xp_totals" USING btree ("subject_kind","xp" DESC NULLS LAST);