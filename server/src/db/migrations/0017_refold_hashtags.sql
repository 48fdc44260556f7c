-- Hashtags were lower-cased the Turkish way (I → ı), so #LIVE was stored as "lıve" and /tags/live found nothing.
-- They are now folded (contract foldTag): I, ı, İ and i all become i, the rest is lower-cased. Stored tags are
-- already lower-case, so folding them is the same translate + lower. Data only.
-- A post whose tags fold to one value (#ılık and #ilik) keeps one row per folded tag: the others go first.
DELETE FROM "post_tags" a USING "post_tags" b
WHERE a."post_id" = b."post_id"
  AND lower(translate(a."tag", 'Iıİ', 'iii')) = lower(translate(b."tag", 'Iıİ', 'iii'))
  AND b."tag" < a."tag";--> statement-breakpoint
UPDATE "post_tags" SET "tag" = lower(translate("tag", 'Iıİ', 'iii'))
WHERE "tag" <> lower(translate("tag", 'Iıİ', 'iii'));--> statement-breakpoint
UPDATE "posts" p SET "tags" = ARRAY(
  SELECT f.tag FROM (
    SELECT lower(translate(u.t, 'Iıİ', 'iii')) AS tag, min(u.o) AS o
    FROM unnest(p."tags") WITH ORDINALITY AS u(t, o)
    GROUP BY 1
  ) f ORDER BY f.o)
WHERE EXISTS (SELECT 1 FROM unnest(p."tags") AS x(t) WHERE x.t <> lower(translate(x.t, 'Iıİ', 'iii')));
