CREATE TABLE "configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"construction_id" uuid,
	"smart_note_id" uuid,
	"position_id" uuid,
	"catalog_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"added" jsonb,
	"added_boq_id" uuid,
	"added_node_id" uuid,
	"added_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "configurations_one_owner" CHECK (("configurations"."construction_id" is null) <> ("configurations"."smart_note_id" is null))
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_construction_id_constructions_id_fk" FOREIGN KEY ("construction_id") REFERENCES "public"."constructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_smart_note_id_smart_notes_id_fk" FOREIGN KEY ("smart_note_id") REFERENCES "public"."smart_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_position_id_catalog_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."catalog_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_added_boq_id_boqs_id_fk" FOREIGN KEY ("added_boq_id") REFERENCES "public"."boqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_added_node_id_boq_nodes_id_fk" FOREIGN KEY ("added_node_id") REFERENCES "public"."boq_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "configurations_construction_idx" ON "configurations" USING btree ("construction_id");--> statement-breakpoint
CREATE INDEX "configurations_smart_note_idx" ON "configurations" USING btree ("smart_note_id");--> statement-breakpoint
CREATE INDEX "configurations_project_idx" ON "configurations" USING btree ("project_id");