CREATE TABLE "order_document_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_document_items" (
	"document_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"oz" text DEFAULT '' NOT NULL,
	"short_text" text DEFAULT '' NOT NULL,
	"long_text" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"quantity" numeric(15, 3),
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" numeric(15, 3),
	"discount_percent" numeric(5, 2),
	"vat_rate" text DEFAULT '19' NOT NULL,
	"labour_unit_price" numeric(15, 3),
	"boq_item_id" uuid,
	"catalog_position_id" uuid,
	CONSTRAINT "order_document_items_document_id_id_pk" PRIMARY KEY("document_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_document_outputs" (
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_document_outputs_document_id_kind_pk" PRIMARY KEY("document_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_document_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_document_surveys" (
	"document_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	CONSTRAINT "order_document_surveys_document_id_survey_id_pk" PRIMARY KEY("document_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"title" text DEFAULT '' NOT NULL,
	"document_date" date NOT NULL,
	"performance_from" date,
	"performance_to" date,
	"delivery_date" date,
	"valid_until" date,
	"order_reference" text,
	"buyer_reference" text,
	"intro_text" text DEFAULT '' NOT NULL,
	"closing_text" text DEFAULT '' NOT NULL,
	"recipient" jsonb NOT NULL,
	"site_address" jsonb,
	"adjustment_type" text,
	"adjustment_percent" numeric(5, 2),
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"retention_percent" numeric(5, 2),
	"payment_days" integer,
	"cash_discount_percent" numeric(5, 2),
	"cash_discount_days" integer,
	"e_invoice_format" text DEFAULT 'zugferd' NOT NULL,
	"template_id" uuid,
	"reminder_level" integer,
	"reminder_fee" numeric(15, 3),
	"predecessor_id" uuid,
	"cancels_id" uuid,
	"cancel_reason" text,
	"net" numeric(15, 2) DEFAULT '0' NOT NULL,
	"gross" numeric(15, 2) DEFAULT '0' NOT NULL,
	"invoice_gross" numeric(15, 2) DEFAULT '0' NOT NULL,
	"amount_due" numeric(15, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"open_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"due_date" date,
	"current_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductions" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" uuid,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "order_documents_kind_check" CHECK ("order_documents"."kind" in ('offer', 'order_confirmation', 'delivery_note', 'invoice', 'progress_invoice', 'partial_final_invoice', 'final_invoice', 'credit_note', 'cancellation', 'reminder')),
	CONSTRAINT "order_documents_status_check" CHECK ("order_documents"."status" in ('draft', 'issued', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "retention_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_document_audit" ADD CONSTRAINT "order_document_audit_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_audit" ADD CONSTRAINT "order_document_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_items" ADD CONSTRAINT "order_document_items_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_outputs" ADD CONSTRAINT "order_document_outputs_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_payments" ADD CONSTRAINT "order_document_payments_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_payments" ADD CONSTRAINT "order_document_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_surveys" ADD CONSTRAINT "order_document_surveys_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_surveys" ADD CONSTRAINT "order_document_surveys_survey_id_quantity_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quantity_surveys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_predecessor_id_order_documents_id_fk" FOREIGN KEY ("predecessor_id") REFERENCES "public"."order_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_cancels_id_order_documents_id_fk" FOREIGN KEY ("cancels_id") REFERENCES "public"."order_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_document_audit_document_idx" ON "order_document_audit" USING btree ("document_id","at");--> statement-breakpoint
CREATE INDEX "order_document_items_order_idx" ON "order_document_items" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "order_document_outputs_sha256_idx" ON "order_document_outputs" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "order_document_payments_document_idx" ON "order_document_payments" USING btree ("document_id","date");--> statement-breakpoint
CREATE INDEX "order_document_surveys_survey_idx" ON "order_document_surveys" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "order_documents_company_date_idx" ON "order_documents" USING btree ("company_id","document_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "order_documents_company_status_idx" ON "order_documents" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "order_documents_company_project_idx" ON "order_documents" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "order_documents_company_client_idx" ON "order_documents" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "order_documents_predecessor_idx" ON "order_documents" USING btree ("predecessor_id");--> statement-breakpoint
CREATE INDEX "order_documents_cancels_idx" ON "order_documents" USING btree ("cancels_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_company_number_idx" ON "order_documents" USING btree ("company_id","number") WHERE "order_documents"."number" is not null;