-- Word-start search: the suffixes in byte order (text_pattern_ops), so a
-- term that starts a later word of a name is a range scan in index order.
CREATE INDEX IF NOT EXISTS "school_name_suffixes_suffix_idx" ON "school_name_suffixes" ("suffix" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "school_name_suffixes_school_idx" ON "school_name_suffixes" ("school_id");
