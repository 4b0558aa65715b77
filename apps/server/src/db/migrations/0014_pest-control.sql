CREATE TABLE "pest_control_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"record_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"s3_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"attached_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pest_control_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pest_control_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"console_pest_control_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"location_name" text,
	"service_date" date NOT NULL,
	"service_time" text,
	"service_type" text NOT NULL,
	"comments" text,
	"vendor_id" text,
	"created_by" text NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" text,
	"deactivation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pest_control_records_time_check" CHECK ("pest_control_records"."service_time" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "pest_control_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pest_control_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"location_name" text,
	"schedule_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"service_type" text NOT NULL,
	"notes" text,
	"vendor_id" text,
	"completed_date" date,
	"completed_by" text,
	"pest_control_record_id" uuid,
	"created_by" text NOT NULL,
	"updated_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pest_control_schedules_status_check" CHECK ("pest_control_schedules"."status" in ('scheduled', 'completed')),
	CONSTRAINT "pest_control_schedules_completed_check" CHECK ("pest_control_schedules"."status" = 'scheduled' or "pest_control_schedules"."pest_control_record_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "pest_control_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pest_control_files" ADD CONSTRAINT "pest_control_files_record_fk" FOREIGN KEY ("record_id") REFERENCES "public"."pest_control_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pest_control_records" ADD CONSTRAINT "pest_control_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pest_control_schedules" ADD CONSTRAINT "pest_control_schedules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pest_control_schedules" ADD CONSTRAINT "pest_control_schedules_record_fk" FOREIGN KEY ("pest_control_record_id") REFERENCES "public"."pest_control_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pest_control_files_s3_key_key" ON "pest_control_files" USING btree ("s3_key");--> statement-breakpoint
CREATE INDEX "pest_control_files_org_record_idx" ON "pest_control_files" USING btree ("org_id","record_id");--> statement-breakpoint
CREATE INDEX "pest_control_files_record_idx" ON "pest_control_files" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pest_control_records_org_console_id_key" ON "pest_control_records" USING btree ("org_id","console_pest_control_id");--> statement-breakpoint
CREATE INDEX "pest_control_records_org_date_idx" ON "pest_control_records" USING btree ("org_id","service_date");--> statement-breakpoint
CREATE INDEX "pest_control_records_org_location_date_idx" ON "pest_control_records" USING btree ("org_id","location_id","service_date");--> statement-breakpoint
CREATE INDEX "pest_control_records_org_vendor_date_idx" ON "pest_control_records" USING btree ("org_id","vendor_id","service_date");--> statement-breakpoint
CREATE INDEX "pest_control_schedules_org_date_idx" ON "pest_control_schedules" USING btree ("org_id","schedule_date");--> statement-breakpoint
CREATE INDEX "pest_control_schedules_org_location_date_idx" ON "pest_control_schedules" USING btree ("org_id","location_id","schedule_date");--> statement-breakpoint
CREATE INDEX "pest_control_schedules_record_idx" ON "pest_control_schedules" USING btree ("pest_control_record_id");--> statement-breakpoint
CREATE POLICY "pest_control_files_tenant_isolation" ON "pest_control_files" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "pest_control_records_tenant_isolation" ON "pest_control_records" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "pest_control_schedules_tenant_isolation" ON "pest_control_schedules" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);