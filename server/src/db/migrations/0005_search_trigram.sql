-- Trigram operators for the search indexes below (on PGlite the extension is loaded by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("nickname" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin (lower("name") gin_trgm_ops);