-- Issue 21 #1: an image field holds only an image uploaded here by its person (for a team: its owner, a manager or
-- an admin; for a tournament or a league: its organizer or an admin), by its canonical /public-objects/<key> path,
-- as server/src/modules/uploads/image-refs.ts checks from now on. Every other value is cleared: another site's
-- address (tracking pixels), a path of ours that is no upload (/api/logout signed every visitor out), `..`,
-- javascript:/data: addresses, someone else's file, a video. Data only.
-- A profile's stored completeness first loses the weight of an avatar (15) or a cover (10) about to be cleared
-- (contract/src/profiles/completeness.ts, COMPLETENESS_WEIGHTS).
UPDATE "profiles" p SET "completeness" = greatest(0, p."completeness" - 15)
FROM "users" u
WHERE u."id" = p."user_id" AND btrim(coalesce(u."avatar_url", '')) <> ''
  AND NOT EXISTS (SELECT 1 FROM "uploads" up WHERE '/public-objects/' || up."key" = u."avatar_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%' AND up."owner_id" = u."id");--> statement-breakpoint
UPDATE "profiles" p SET "completeness" = greatest(0, p."completeness" - 10)
WHERE btrim(coalesce(p."cover_image_url", '')) <> ''
  AND NOT EXISTS (SELECT 1 FROM "uploads" up WHERE '/public-objects/' || up."key" = p."cover_image_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%' AND up."owner_id" = p."user_id");--> statement-breakpoint
UPDATE "profiles" p SET "cover_image_url" = NULL
WHERE p."cover_image_url" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "uploads" up WHERE '/public-objects/' || up."key" = p."cover_image_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%' AND up."owner_id" = p."user_id");--> statement-breakpoint
UPDATE "users" u SET "avatar_url" = NULL
WHERE u."avatar_url" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "uploads" up WHERE '/public-objects/' || up."key" = u."avatar_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%' AND up."owner_id" = u."id");--> statement-breakpoint
UPDATE "users" u SET "profile_image_url" = NULL
WHERE u."profile_image_url" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "uploads" up WHERE '/public-objects/' || up."key" = u."profile_image_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%' AND up."owner_id" = u."id");--> statement-breakpoint
UPDATE "teams" t SET "logo_url" = NULL
WHERE t."logo_url" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "uploads" up JOIN "users" o ON o."id" = up."owner_id"
    WHERE '/public-objects/' || up."key" = t."logo_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%'
      AND (up."owner_id" = t."owner_id" OR o."user_type" = 'admin'
        OR EXISTS (SELECT 1 FROM "team_members" m WHERE m."team_id" = t."id" AND m."user_id" = up."owner_id" AND m."role" IN ('owner', 'manager'))));--> statement-breakpoint
UPDATE "teams" t SET "cover_url" = NULL
WHERE t."cover_url" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "uploads" up JOIN "users" o ON o."id" = up."owner_id"
    WHERE '/public-objects/' || up."key" = t."cover_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%'
      AND (up."owner_id" = t."owner_id" OR o."user_type" = 'admin'
        OR EXISTS (SELECT 1 FROM "team_members" m WHERE m."team_id" = t."id" AND m."user_id" = up."owner_id" AND m."role" IN ('owner', 'manager'))));--> statement-breakpoint
UPDATE "tournaments" t SET "banner_url" = NULL
WHERE t."banner_url" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "uploads" up JOIN "users" o ON o."id" = up."owner_id"
    WHERE '/public-objects/' || up."key" = t."banner_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%'
      AND (up."owner_id" = t."organizer_id" OR o."user_type" = 'admin'));--> statement-breakpoint
UPDATE "leagues" l SET "banner_url" = NULL
WHERE l."banner_url" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "uploads" up JOIN "users" o ON o."id" = up."owner_id"
    WHERE '/public-objects/' || up."key" = l."banner_url" AND up."kind" = 'image' AND up."key" NOT LIKE 'private/%'
      AND (up."owner_id" = l."organizer_id" OR o."user_type" = 'admin'));
