CREATE TABLE "construction_note_survey_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"note_id" uuid,
	"survey_id" uuid NOT NULL,
	"sheet_id" uuid NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "construction_note_survey_transfers" ADD CONSTRAINT "construction_note_survey_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_note_survey_transfers" ADD CONSTRAINT "construction_note_survey_transfers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_note_survey_transfers" ADD CONSTRAINT "construction_note_survey_transfers_note_id_construction_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."construction_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_note_survey_transfers" ADD CONSTRAINT "construction_note_survey_transfers_survey_id_quantity_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quantity_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_note_survey_transfers" ADD CONSTRAINT "construction_note_survey_transfers_sheet_id_quantity_survey_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."quantity_survey_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_note_survey_transfers" ADD CONSTRAINT "construction_note_survey_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "construction_note_survey_transfers_day_survey_idx" ON "construction_note_survey_transfers" USING btree ("project_id","date","survey_id");--> statement-breakpoint
CREATE INDEX "construction_note_survey_transfers_note_idx" ON "construction_note_survey_transfers" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "construction_note_survey_transfers_survey_idx" ON "construction_note_survey_transfers" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "construction_note_survey_transfers_sheet_idx" ON "construction_note_survey_transfers" USING btree ("sheet_id");