CREATE INDEX "post_media_upload_idx" ON "post_media" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");