-- A database that has no phase-3 formula yet keeps the shares it held: they become the formula
-- (priority by share, largest first; at most six, as the formula allows), then the copy goes.
INSERT INTO "phase_three_formulas" ("quota_id", "priority", "percent_hundredths")
SELECT "quota_id", "priority", "percent_hundredths" FROM (
  SELECT q."id" AS "quota_id",
    row_number() OVER (ORDER BY g."share_percent" DESC, g."id") AS "priority",
    g."share_percent" * 100 AS "percent_hundredths"
  FROM "inclusive_groups" g JOIN "quotas" q ON q."code" = g."code"
  WHERE g."share_percent" >= 1
) AS "shares"
WHERE "priority" <= 6 AND NOT EXISTS (SELECT 1 FROM "phase_three_formulas");--> statement-breakpoint
ALTER TABLE "inclusive_groups" DROP CONSTRAINT "inclusive_groups_share";--> statement-breakpoint
ALTER TABLE "inclusive_groups" DROP COLUMN "share_percent";