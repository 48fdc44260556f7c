CREATE TABLE "cv_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visibility" text DEFAULT 'members' NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_settings" ADD CONSTRAINT "cv_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;