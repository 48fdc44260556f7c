CREATE TABLE "match_check_ins" (
	"match_id" uuid NOT NULL,
	"side" text NOT NULL,
	"scheduled_for" timestamp (3) with time zone NOT NULL,
	"user_id" uuid,
	"checked_in_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "match_check_ins_match_id_side_scheduled_for_pk" PRIMARY KEY("match_id","side","scheduled_for")
);
--> statement-breakpoint
CREATE TABLE "match_no_shows" (
	"match_id" uuid NOT NULL,
	"scheduled_for" timestamp (3) with time zone NOT NULL,
	"outcome" text NOT NULL,
	"side" text,
	"decided_at" timestamp (3) with time zone NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"answered_by_id" uuid,
	CONSTRAINT "match_no_shows_match_id_scheduled_for_pk" PRIMARY KEY("match_id","scheduled_for")
);
--> statement-breakpoint
CREATE TABLE "match_reminders_sent" (
	"match_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"scheduled_for" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reminders_sent_match_id_kind_scheduled_for_pk" PRIMARY KEY("match_id","kind","scheduled_for")
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_check_in_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_check_in_grace_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "forfeit_no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "match_check_in_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "match_check_in_grace_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "forfeit_no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_no_shows" ADD CONSTRAINT "match_no_shows_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_no_shows" ADD CONSTRAINT "match_no_shows_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reminders_sent" ADD CONSTRAINT "match_reminders_sent_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_no_shows_offered_idx" ON "match_no_shows" USING btree ("match_id") WHERE "match_no_shows"."outcome" = 'offered';--> statement-breakpoint
CREATE INDEX "matches_scheduled_open_idx" ON "matches" USING btree ("scheduled_at") WHERE "matches"."status" in ('ready', 'in_progress') and "matches"."scheduled_at" is not null;