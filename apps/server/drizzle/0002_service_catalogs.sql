CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "article_discount_groups" (
	"company_id" uuid NOT NULL,
	"catalog_id" uuid NOT NULL,
	"discount_group" text NOT NULL,
	"percent" numeric NOT NULL,
	"description" text,
	CONSTRAINT "article_discount_groups_catalog_id_discount_group_pk" PRIMARY KEY("catalog_id","discount_group")
);
--> statement-breakpoint
CREATE TABLE "article_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"purchase_price" numeric,
	"list_price" numeric,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_prices_source_check" CHECK ("article_prices"."source" in ('manual', 'datanorm'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"catalog_id" uuid NOT NULL,
	"number" text NOT NULL,
	"short_text" text NOT NULL,
	"long_text" text,
	"unit" text NOT NULL,
	"price_unit" integer DEFAULT 1 NOT NULL,
	"purchase_price" numeric,
	"list_price" numeric,
	"discount_group" text,
	"product_group" text,
	"supplier" text,
	"manufacturer" text,
	"ean" text,
	"text_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "articles_price_unit_check" CHECK ("articles"."price_unit" in (1, 10, 100, 1000))
);
--> statement-breakpoint
CREATE TABLE "boq_match_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"boq_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"catalog_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"status" text NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" numeric,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boq_match_decisions_status_check" CHECK ("boq_match_decisions"."status" in ('accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"catalog_id" uuid NOT NULL,
	"parent_id" uuid,
	"number" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"catalog_id" uuid NOT NULL,
	"category_id" uuid,
	"number" text NOT NULL,
	"short_text" text NOT NULL,
	"long_text" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"long_text_plain" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"stlb_code" text,
	"calculation" jsonb NOT NULL,
	"variants" jsonb NOT NULL,
	"calculated_price" numeric,
	"calculation_complete" boolean DEFAULT true NOT NULL,
	"price_override" numeric,
	"match_text" text DEFAULT '' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_memory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tender_text" text NOT NULL,
	"tender_unit" text,
	"position_id" uuid NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trade" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_discount_groups" ADD CONSTRAINT "article_discount_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_discount_groups" ADD CONSTRAINT "article_discount_groups_catalog_id_service_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."service_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_prices" ADD CONSTRAINT "article_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_prices" ADD CONSTRAINT "article_prices_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_catalog_id_service_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."service_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_match_decisions" ADD CONSTRAINT "boq_match_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_match_decisions" ADD CONSTRAINT "boq_match_decisions_boq_id_boqs_id_fk" FOREIGN KEY ("boq_id") REFERENCES "public"."boqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_match_decisions" ADD CONSTRAINT "boq_match_decisions_node_id_boq_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."boq_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_match_decisions" ADD CONSTRAINT "boq_match_decisions_catalog_id_service_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."service_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_match_decisions" ADD CONSTRAINT "boq_match_decisions_position_id_catalog_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."catalog_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_match_decisions" ADD CONSTRAINT "boq_match_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_catalog_id_service_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."service_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_parent_id_catalog_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_positions" ADD CONSTRAINT "catalog_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_positions" ADD CONSTRAINT "catalog_positions_catalog_id_service_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."service_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_positions" ADD CONSTRAINT "catalog_positions_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_memory" ADD CONSTRAINT "match_memory_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_memory" ADD CONSTRAINT "match_memory_position_id_catalog_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."catalog_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_catalogs" ADD CONSTRAINT "service_catalogs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_prices_article_idx" ON "article_prices" USING btree ("article_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_catalog_number_idx" ON "articles" USING btree ("catalog_id","number");--> statement-breakpoint
CREATE INDEX "articles_company_number_idx" ON "articles" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "articles_short_text_trgm_idx" ON "articles" USING gin ("short_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_number_trgm_idx" ON "articles" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "boq_match_decisions_node_position_idx" ON "boq_match_decisions" USING btree ("node_id","position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boq_match_decisions_accepted_idx" ON "boq_match_decisions" USING btree ("node_id") WHERE "boq_match_decisions"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "boq_match_decisions_boq_idx" ON "boq_match_decisions" USING btree ("boq_id");--> statement-breakpoint
CREATE INDEX "boq_match_decisions_position_idx" ON "boq_match_decisions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "catalog_categories_catalog_idx" ON "catalog_categories" USING btree ("catalog_id","seq");--> statement-breakpoint
CREATE INDEX "catalog_positions_catalog_idx" ON "catalog_positions" USING btree ("catalog_id","seq");--> statement-breakpoint
CREATE INDEX "catalog_positions_category_idx" ON "catalog_positions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalog_positions_match_trgm_idx" ON "catalog_positions" USING gist ("match_text" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_positions_short_text_trgm_idx" ON "catalog_positions" USING gin ("short_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "match_memory_text_position_idx" ON "match_memory" USING btree ("company_id","tender_text","position_id");--> statement-breakpoint
CREATE INDEX "match_memory_text_trgm_idx" ON "match_memory" USING gist ("tender_text" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_catalogs_company_idx" ON "service_catalogs" USING btree ("company_id","name");