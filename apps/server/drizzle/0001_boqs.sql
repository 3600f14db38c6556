CREATE TABLE "boq_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"boq_id" uuid NOT NULL,
	"parent_id" uuid,
	"seq" integer NOT NULL,
	"depth" integer NOT NULL,
	"list" text NOT NULL,
	"kind" text NOT NULL,
	"r_no_part" text,
	"r_no_index" text,
	"oz" text DEFAULT '' NOT NULL,
	"short_text" text DEFAULT '' NOT NULL,
	"qty" numeric,
	"unit" text,
	"unit_price" numeric,
	"total" numeric,
	"counted" boolean DEFAULT false NOT NULL,
	"vat_percent" numeric,
	"has_long_text" boolean DEFAULT false NOT NULL,
	"marks" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "boq_nodes_kind_check" CHECK ("boq_nodes"."kind" in ('lot', 'title', 'item', 'markupItem', 'remark', 'performanceDescription', 'preserved')),
	CONSTRAINT "boq_nodes_list_check" CHECK ("boq_nodes"."list" in ('entries', 'itemlist'))
);
--> statement-breakpoint
CREATE TABLE "boqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"phase" text NOT NULL,
	"gaeb_version" text NOT NULL,
	"source_file_name" text,
	"document" jsonb NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vat_percent" numeric NOT NULL,
	"discount_percent" numeric,
	"totals" jsonb NOT NULL,
	"category_count" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "boqs_kind_check" CHECK ("boqs"."kind" in ('tender', 'offer', 'contract', 'addendum'))
);
--> statement-breakpoint
ALTER TABLE "boq_nodes" ADD CONSTRAINT "boq_nodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_nodes" ADD CONSTRAINT "boq_nodes_boq_id_boqs_id_fk" FOREIGN KEY ("boq_id") REFERENCES "public"."boqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_nodes" ADD CONSTRAINT "boq_nodes_parent_id_boq_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."boq_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boqs" ADD CONSTRAINT "boqs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boqs" ADD CONSTRAINT "boqs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boq_nodes_boq_seq_idx" ON "boq_nodes" USING btree ("boq_id","seq");--> statement-breakpoint
CREATE INDEX "boq_nodes_parent_id_idx" ON "boq_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "boqs_project_id_idx" ON "boqs" USING btree ("project_id","created_at");