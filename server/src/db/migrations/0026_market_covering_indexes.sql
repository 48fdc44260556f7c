-- Transfer market: a page is a walk along one index per sort that stops after `limit` rows. The filters used to be
-- checked on the table's rows, so a filter set matching one player in a hundred read thousands of rows per page
-- (p99 0.7 s at 2436 cold filter sets). The indexes below carry every filtered column (INCLUDE), so the walk checks
-- them on the index entries (index-only) and reads from the table only the rows of the page.
-- A role is free text (up to 30 characters, 5 per game, 10 games), too long for an index entry: market_role_keys
-- turns each "game/role" into its md5 as a uuid (16 bytes), kept by PostgreSQL in profiles.role_keys.
CREATE OR REPLACE FUNCTION market_role_keys(games jsonb) RETURNS uuid[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT md5((g ->> 'game') || '/' || r)::uuid ORDER BY md5((g ->> 'game') || '/' || r)::uuid), '{}')
  FROM jsonb_array_elements(games) g, jsonb_array_elements_text(g -> 'roles') r
$$;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "role_keys" uuid[] GENERATED ALWAYS AS (market_role_keys("profiles"."games")) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "profiles_market_views_idx";--> statement-breakpoint
DROP INDEX "profiles_market_avail_views_idx";--> statement-breakpoint
DROP INDEX "profiles_market_avail_skill_views_idx";--> statement-breakpoint
DROP INDEX "profiles_market_skill_idx";--> statement-breakpoint
DROP INDEX "profiles_market_active_idx";--> statement-breakpoint
CREATE INDEX "profiles_market_views_idx" ON "profiles" USING btree ("profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("availability","game_ids","role_keys","skill_level","country","verified","looking_for_team","birth_date");--> statement-breakpoint
CREATE INDEX "profiles_market_avail_views_idx" ON "profiles" USING btree ("availability","profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("game_ids","role_keys","skill_level","country","verified","looking_for_team","birth_date");--> statement-breakpoint
CREATE INDEX "profiles_market_skill_idx" ON "profiles" USING btree ((case "skill_level" when 'elite' then 5 when 'expert' then 4 when 'advanced' then 3 when 'intermediate' then 2 when 'beginner' then 1 else 0 end) desc,"profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("availability","game_ids","role_keys","skill_level","country","verified","looking_for_team","birth_date");--> statement-breakpoint
CREATE INDEX "profiles_market_avail_skill_idx" ON "profiles" USING btree ("availability",(case "skill_level" when 'elite' then 5 when 'expert' then 4 when 'advanced' then 3 when 'intermediate' then 2 when 'beginner' then 1 else 0 end) desc,"profile_views" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("game_ids","role_keys","skill_level","country","verified","looking_for_team","birth_date");--> statement-breakpoint
CREATE INDEX "profiles_market_active_idx" ON "profiles" USING btree ("updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("availability","game_ids","role_keys","skill_level","country","verified","looking_for_team","birth_date");--> statement-breakpoint
CREATE INDEX "profiles_market_avail_active_idx" ON "profiles" USING btree ("availability","updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("game_ids","role_keys","skill_level","country","verified","looking_for_team","birth_date");
