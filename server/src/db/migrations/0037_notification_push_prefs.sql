ALTER TABLE "notification_email_prefs" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_email_prefs" ADD COLUMN "push" boolean;