CREATE TABLE "construction_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"correction_reason" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"site_manager_name" text,
	"site_manager_signature" text,
	"client_representative_name" text,
	"client_representative_signature" text,
	"signed_at" timestamp with time zone,
	"signed_by_id" uuid,
	"chain_position" integer,
	"previous_hash" text,
	"hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "construction_notes_status_check" CHECK ("construction_notes"."status" in ('draft', 'signed')),
	CONSTRAINT "construction_notes_signed_check" CHECK (("construction_notes"."status" = 'draft') = ("construction_notes"."hash" is null and "construction_notes"."chain_position" is null and "construction_notes"."signed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "construction_notes" ADD CONSTRAINT "construction_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_notes" ADD CONSTRAINT "construction_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_notes" ADD CONSTRAINT "construction_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_notes" ADD CONSTRAINT "construction_notes_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "construction_notes_day_revision_idx" ON "construction_notes" USING btree ("project_id","date","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "construction_notes_chain_idx" ON "construction_notes" USING btree ("project_id","chain_position");--> statement-breakpoint
CREATE INDEX "construction_notes_company_date_idx" ON "construction_notes" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "construction_notes_author_idx" ON "construction_notes" USING btree ("author_id");