CREATE TABLE "obstruction_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"construction_note_id" uuid,
	"diary_date" date NOT NULL,
	"number" integer NOT NULL,
	"cause" text NOT NULL,
	"since" date NOT NULL,
	"expected_effect" text NOT NULL,
	"affected_positions" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"ended_on" date,
	"notice_sent_on" date,
	"notice_channel" text,
	"notice_recipient" text,
	"notice_recorded_at" timestamp with time zone,
	"notice_recorded_by" uuid,
	"end_sent_on" date,
	"end_channel" text,
	"end_recipient" text,
	"end_recorded_at" timestamp with time zone,
	"end_recorded_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "obstruction_notices_ended_check" CHECK ("obstruction_notices"."ended_on" is null or "obstruction_notices"."ended_on" >= "obstruction_notices"."since"),
	CONSTRAINT "obstruction_notices_end_sent_check" CHECK ("obstruction_notices"."end_sent_on" is null or ("obstruction_notices"."ended_on" is not null and "obstruction_notices"."notice_sent_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "obstruction_notices" ADD CONSTRAINT "obstruction_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstruction_notices" ADD CONSTRAINT "obstruction_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstruction_notices" ADD CONSTRAINT "obstruction_notices_construction_note_id_construction_notes_id_fk" FOREIGN KEY ("construction_note_id") REFERENCES "public"."construction_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstruction_notices" ADD CONSTRAINT "obstruction_notices_notice_recorded_by_users_id_fk" FOREIGN KEY ("notice_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstruction_notices" ADD CONSTRAINT "obstruction_notices_end_recorded_by_users_id_fk" FOREIGN KEY ("end_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstruction_notices" ADD CONSTRAINT "obstruction_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "obstruction_notices_project_number_idx" ON "obstruction_notices" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "obstruction_notices_company_idx" ON "obstruction_notices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "obstruction_notices_note_idx" ON "obstruction_notices" USING btree ("construction_note_id");