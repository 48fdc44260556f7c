CREATE TABLE "notification_email_languages" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lang" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_email_prefs" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_email_prefs_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"category" text NOT NULL,
	"group_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"run_after" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "notification_email_languages" ADD CONSTRAINT "notification_email_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_prefs" ADD CONSTRAINT "notification_email_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mails_due_idx" ON "notification_mails" USING btree ("run_after") WHERE "notification_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notification_mails_group_idx" ON "notification_mails" USING btree ("recipient_id","group_key","created_at") WHERE "notification_mails"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "notification_mails_created_idx" ON "notification_mails" USING btree ("created_at");