CREATE TABLE "plan_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"x" numeric(7, 6) NOT NULL,
	"y" numeric(7, 6) NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"smart_note_id" uuid,
	"construction_note_id" uuid,
	"file_id" uuid,
	"survey_line_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "plan_pins_x_check" CHECK ("plan_pins"."x" between 0 and 1),
	CONSTRAINT "plan_pins_y_check" CHECK ("plan_pins"."y" between 0 and 1),
	CONSTRAINT "plan_pins_type_check" CHECK ("plan_pins"."type" in ('defect', 'task', 'note', 'diaryEntry', 'photo', 'file', 'surveyLine')),
	CONSTRAINT "plan_pins_status_check" CHECK ("plan_pins"."status" in ('open', 'inProgress', 'done')),
	CONSTRAINT "plan_pins_one_link" CHECK (num_nonnulls("plan_pins"."smart_note_id", "plan_pins"."construction_note_id", "plan_pins"."file_id", "plan_pins"."survey_line_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "plan_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"index" text NOT NULL,
	"sequence" integer NOT NULL,
	"file_id" uuid,
	"page" integer,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_revisions_page_check" CHECK ("plan_revisions"."page" is null or "plan_revisions"."page" >= 1)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"discipline" text,
	"next_pin_number" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_revision_id_plan_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."plan_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_smart_note_id_smart_notes_id_fk" FOREIGN KEY ("smart_note_id") REFERENCES "public"."smart_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_construction_note_id_construction_notes_id_fk" FOREIGN KEY ("construction_note_id") REFERENCES "public"."construction_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_survey_line_id_quantity_survey_lines_id_fk" FOREIGN KEY ("survey_line_id") REFERENCES "public"."quantity_survey_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pins" ADD CONSTRAINT "plan_pins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_revisions" ADD CONSTRAINT "plan_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_revisions" ADD CONSTRAINT "plan_revisions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_revisions" ADD CONSTRAINT "plan_revisions_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_revisions" ADD CONSTRAINT "plan_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_pins_plan_number_idx" ON "plan_pins" USING btree ("plan_id","number");--> statement-breakpoint
CREATE INDEX "plan_pins_smart_note_idx" ON "plan_pins" USING btree ("smart_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_revisions_plan_sequence_idx" ON "plan_revisions" USING btree ("plan_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_revisions_plan_index_idx" ON "plan_revisions" USING btree ("plan_id","index");--> statement-breakpoint
CREATE INDEX "plans_project_idx" ON "plans" USING btree ("project_id");