ALTER TABLE "class_students" ADD COLUMN "name_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Students who already share a name in their class are numbered in the order they were added.
UPDATE "class_students" AS cs SET "name_number" = numbered.n
FROM (
  SELECT "user_id", row_number() OVER (PARTITION BY "class_id", lower(regexp_replace(btrim("display_name"), '\s+', ' ', 'g')) ORDER BY "created_at", "user_id") AS n
  FROM "class_students"
) AS numbered
WHERE cs."user_id" = numbered."user_id" AND numbered.n > 1;
