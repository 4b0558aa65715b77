CREATE TABLE "attendance_email_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"location_ids" integer[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"updated_by" text,
	"deleted_by" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_email_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_email_runs" (
	"org_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_email_runs_org_id_local_date_pk" PRIMARY KEY("org_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "attendance_email_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_email_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"send_time" text DEFAULT '18:00' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_email_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"employee_ref" uuid NOT NULL,
	"vendor_id" text NOT NULL,
	"location_id" integer NOT NULL,
	"checkin_date" date NOT NULL,
	"checkin_time" time NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"console_employee_id" text DEFAULT ('EMP-' || upper(substr(md5(gen_random_uuid()::text), 1, 10))) NOT NULL,
	"employee_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text,
	"designation" text,
	"status" text DEFAULT 'active' NOT NULL,
	"vendor_id" text NOT NULL,
	"location_ids" integer[] DEFAULT '{}' NOT NULL,
	"employment_type" text,
	"deactivation_reason" text,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_status_check" CHECK ("employees"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_email_recipients" ADD CONSTRAINT "attendance_email_recipients_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_email_runs" ADD CONSTRAINT "attendance_email_runs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_email_settings" ADD CONSTRAINT "attendance_email_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_employee_ref_employees_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_vendor_fk" FOREIGN KEY ("org_id","vendor_id") REFERENCES "public"."vendors"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_email_recipients_org_email_key" ON "attendance_email_recipients" USING btree ("org_id","email") WHERE "attendance_email_recipients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_email_recipients_org_idx" ON "attendance_email_recipients" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_once_per_day_and_location_key" ON "attendance_records" USING btree ("org_id","employee_ref","checkin_date","location_id");--> statement-breakpoint
CREATE INDEX "attendance_org_date_location_idx" ON "attendance_records" USING btree ("org_id","checkin_date","location_id");--> statement-breakpoint
CREATE INDEX "attendance_employee_date_idx" ON "attendance_records" USING btree ("employee_ref","checkin_date");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_console_id_key" ON "employees" USING btree ("org_id","console_employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_vendor_employee_id_key" ON "employees" USING btree ("org_id","vendor_id","employee_id");--> statement-breakpoint
CREATE INDEX "employees_org_status_name_idx" ON "employees" USING btree ("org_id","status","name");--> statement-breakpoint
CREATE INDEX "employees_org_vendor_idx" ON "employees" USING btree ("org_id","vendor_id","name");--> statement-breakpoint
CREATE INDEX "employees_location_ids_idx" ON "employees" USING gin ("location_ids");--> statement-breakpoint
CREATE POLICY "attendance_email_recipients_tenant_isolation" ON "attendance_email_recipients" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "attendance_email_runs_tenant_isolation" ON "attendance_email_runs" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "attendance_email_settings_tenant_isolation" ON "attendance_email_settings" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "attendance_records_tenant_isolation" ON "attendance_records" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "employees_tenant_isolation" ON "employees" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);