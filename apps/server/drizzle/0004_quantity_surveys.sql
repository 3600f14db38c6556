CREATE TABLE "constructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"location_building" text DEFAULT '' NOT NULL,
	"location_floor" text DEFAULT '' NOT NULL,
	"location_room" text DEFAULT '' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "constructions_kind_check" CHECK ("constructions"."kind" in ('room', 'window', 'door', 'facade', 'roof', 'wall', 'floor', 'other'))
);
--> statement-breakpoint
CREATE TABLE "quantity_survey_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"sheet_id" uuid NOT NULL,
	"row" text NOT NULL,
	"oz" text,
	"marker" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"formula_number" integer DEFAULT 0 NOT NULL,
	"expression" text DEFAULT '' NOT NULL,
	"photo_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quantity_survey_lines_row_check" CHECK ("quantity_survey_lines"."row" ~ '^[A-Z][0-9]$'),
	CONSTRAINT "quantity_survey_lines_marker_check" CHECK ("quantity_survey_lines"."marker" in ('', 'H', 'E', 'Z', 'P', 'S', '*'))
);
--> statement-breakpoint
CREATE TABLE "quantity_survey_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quantity_survey_sheets_number_check" CHECK ("quantity_survey_sheets"."number" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "quantity_survey_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"parameters" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quantity_survey_variables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"sheet_id" uuid,
	"name" text NOT NULL,
	"expression" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quantity_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"construction_id" uuid,
	"boq_id" uuid,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"transferred_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quantity_surveys_status_check" CHECK ("quantity_surveys"."status" in ('draft', 'submitted', 'approved', 'billed'))
);
--> statement-breakpoint
ALTER TABLE "boq_nodes" ADD COLUMN "measured_qty" numeric;--> statement-breakpoint
ALTER TABLE "constructions" ADD CONSTRAINT "constructions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructions" ADD CONSTRAINT "constructions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_lines" ADD CONSTRAINT "quantity_survey_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_lines" ADD CONSTRAINT "quantity_survey_lines_survey_id_quantity_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quantity_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_lines" ADD CONSTRAINT "quantity_survey_lines_sheet_id_quantity_survey_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."quantity_survey_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_lines" ADD CONSTRAINT "quantity_survey_lines_photo_file_id_project_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_lines" ADD CONSTRAINT "quantity_survey_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_sheets" ADD CONSTRAINT "quantity_survey_sheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_sheets" ADD CONSTRAINT "quantity_survey_sheets_survey_id_quantity_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quantity_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_templates" ADD CONSTRAINT "quantity_survey_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_variables" ADD CONSTRAINT "quantity_survey_variables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_variables" ADD CONSTRAINT "quantity_survey_variables_survey_id_quantity_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quantity_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_survey_variables" ADD CONSTRAINT "quantity_survey_variables_sheet_id_quantity_survey_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."quantity_survey_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_surveys" ADD CONSTRAINT "quantity_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_surveys" ADD CONSTRAINT "quantity_surveys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_surveys" ADD CONSTRAINT "quantity_surveys_construction_id_constructions_id_fk" FOREIGN KEY ("construction_id") REFERENCES "public"."constructions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_surveys" ADD CONSTRAINT "quantity_surveys_boq_id_boqs_id_fk" FOREIGN KEY ("boq_id") REFERENCES "public"."boqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_surveys" ADD CONSTRAINT "quantity_surveys_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_surveys" ADD CONSTRAINT "quantity_surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "constructions_project_idx" ON "constructions" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "quantity_survey_lines_sheet_row_idx" ON "quantity_survey_lines" USING btree ("sheet_id","row");--> statement-breakpoint
CREATE INDEX "quantity_survey_lines_survey_idx" ON "quantity_survey_lines" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quantity_survey_sheets_survey_number_idx" ON "quantity_survey_sheets" USING btree ("survey_id","number");--> statement-breakpoint
CREATE INDEX "quantity_survey_templates_company_idx" ON "quantity_survey_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "quantity_survey_variables_sheet_name_idx" ON "quantity_survey_variables" USING btree ("sheet_id","name") WHERE "quantity_survey_variables"."sheet_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quantity_survey_variables_survey_name_idx" ON "quantity_survey_variables" USING btree ("survey_id","name") WHERE "quantity_survey_variables"."sheet_id" is null;--> statement-breakpoint
CREATE INDEX "quantity_survey_variables_survey_idx" ON "quantity_survey_variables" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "quantity_surveys_project_idx" ON "quantity_surveys" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "quantity_surveys_construction_idx" ON "quantity_surveys" USING btree ("construction_id");--> statement-breakpoint
CREATE INDEX "quantity_surveys_boq_idx" ON "quantity_surveys" USING btree ("boq_id");