CREATE TABLE "text_snippets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"placement" text NOT NULL,
	"document_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "text_snippets_placement_check" CHECK ("text_snippets"."placement" in ('intro', 'closing'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dunning" jsonb;--> statement-breakpoint
ALTER TABLE "text_snippets" ADD CONSTRAINT "text_snippets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_snippets_company_idx" ON "text_snippets" USING btree ("company_id","placement","name");