-- Turkish search without diacritics: tr_fold maps ç/c, ğ/g, ı/İ/I/i, ö/o, ş/s, ü/u (and â, î, û) to the plain
-- letter and lower-cases the rest. Immutable, so the posts' generated search vector and the indexes below use it.
-- Turkish capitals are translated before lower() so the result does not depend on the database's locale.
CREATE OR REPLACE FUNCTION tr_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(translate(t, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))
$$;--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "posts" drop column "search";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('turkish', "posts"."body") || to_tsvector('simple', "posts"."body") || to_tsvector('simple', tr_fold("posts"."body"))) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "post_tags_folded_created_idx" ON "post_tags" USING btree (tr_fold("tag"),"created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((tr_fold("nickname" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);