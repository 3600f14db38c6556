CREATE TABLE "project_members" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "construction_invoice_codes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "invoice_type_code" text;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id","project_id");--> statement-breakpoint
-- Invoices issued before this migration were issued with the construction codes for every client: they keep them.
UPDATE "order_documents" SET "invoice_type_code" = CASE "kind"
	WHEN 'invoice' THEN '380'
	WHEN 'progress_invoice' THEN '875'
	WHEN 'partial_final_invoice' THEN '876'
	WHEN 'final_invoice' THEN '877'
	WHEN 'credit_note' THEN '381'
	WHEN 'cancellation' THEN '381'
END WHERE "status" <> 'draft';
