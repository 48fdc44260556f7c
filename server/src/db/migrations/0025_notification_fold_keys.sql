CREATE TABLE "notification_fold_keys" (
	"outbox_key" text PRIMARY KEY NOT NULL,
	"notification_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_fold_keys" ADD CONSTRAINT "notification_fold_keys_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_fold_keys_notification_idx" ON "notification_fold_keys" USING btree ("notification_id");