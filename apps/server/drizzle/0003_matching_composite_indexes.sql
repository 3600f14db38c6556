CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "catalog_positions_match_trgm_idx";--> statement-breakpoint
DROP INDEX "match_memory_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalog_positions_catalog_match_trgm_idx" ON "catalog_positions" USING gist ("catalog_id","match_text" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "match_memory_company_text_trgm_idx" ON "match_memory" USING gist ("company_id","tender_text" gist_trgm_ops);