DROP INDEX "xp_totals_rank_idx";--> statement-breakpoint
CREATE INDEX "xp_totals_rank_idx" ON "xp_totals" USING btree ("subject_kind","xp" DESC NULLS LAST,"subject_id");