-- School search (spec §5: trimmed, lower-cased term; exact and prefix matches first).
-- A btree with text_pattern_ops serves the exact and prefix tiers in index order
-- (operators ~>=~ / ~<~ work with bound parameters, unlike LIKE 'x%');
-- a pg_trgm GIN index serves the "contains" tier, so no search scans the table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "schools_name_prefix_idx" ON "schools" (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "schools_name_trgm_idx" ON "schools" USING gin (lower("name") gin_trgm_ops);
