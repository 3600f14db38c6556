CREATE TABLE "smart_note_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"note_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" uuid,
	"due_date" date,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voice_memo_file_id" uuid,
	"quantity_survey_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "smart_notes_type_check" CHECK ("smart_notes"."type" in ('defect', 'measurement', 'materialRequest', 'changeOrderCandidate', 'task', 'note')),
	CONSTRAINT "smart_notes_status_check" CHECK ("smart_notes"."status" in ('open', 'inProgress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "smart_note_comments" ADD CONSTRAINT "smart_note_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_note_comments" ADD CONSTRAINT "smart_note_comments_note_id_smart_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."smart_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_note_comments" ADD CONSTRAINT "smart_note_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_notes" ADD CONSTRAINT "smart_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_notes" ADD CONSTRAINT "smart_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_notes" ADD CONSTRAINT "smart_notes_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_notes" ADD CONSTRAINT "smart_notes_voice_memo_file_id_project_files_id_fk" FOREIGN KEY ("voice_memo_file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_notes" ADD CONSTRAINT "smart_notes_quantity_survey_id_quantity_surveys_id_fk" FOREIGN KEY ("quantity_survey_id") REFERENCES "public"."quantity_surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_notes" ADD CONSTRAINT "smart_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_note_comments_note_idx" ON "smart_note_comments" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE INDEX "smart_notes_company_updated_idx" ON "smart_notes" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "smart_notes_project_idx" ON "smart_notes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "smart_notes_assignee_idx" ON "smart_notes" USING btree ("assignee_id");