DROP INDEX "teams_name_trgm_idx";--> statement-breakpoint
DROP INDEX "tournaments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leagues_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "teams_name_fold_trgm_idx" ON "teams" USING gin (tr_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_name_fold_trgm_idx" ON "tournaments" USING gin (tr_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leagues_name_fold_trgm_idx" ON "leagues" USING gin (tr_fold("name") gin_trgm_ops);