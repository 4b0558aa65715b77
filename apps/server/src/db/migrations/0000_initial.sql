CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text,
	"location_nickname" text,
	"address" text,
	"state" text,
	"city" text,
	"pin_code" text,
	"country" text,
	"district" text,
	"zone" text,
	"suburb" text,
	"colony" text,
	"street" text,
	"plot_no" text,
	"sector" text,
	"building_name" text,
	"building_wing" text,
	"floor" text,
	"office_unit" text,
	"landmark" text,
	"latitude" double precision,
	"longitude" double precision,
	"branch_area_size" double precision,
	"area" text,
	"location_type" text,
	"status" text DEFAULT 'approved' NOT NULL,
	"status_reason" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_status_check" CHECK ("locations"."status" in ('approved', 'active', 'inactive', 'rejected')),
	CONSTRAINT "locations_latitude_check" CHECK ("locations"."latitude" between -90 and 90),
	CONSTRAINT "locations_longitude_check" CHECK ("locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staged_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"location_id" integer,
	"master_location_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"uid" text,
	"location_nickname" text,
	"country" text,
	"state" text,
	"city" text,
	"district" text,
	"zone" text,
	"colony" text,
	"street" text,
	"plot_no" text,
	"sector" text,
	"building_name" text,
	"building_wing" text,
	"floor" text,
	"office_unit" text,
	"pin_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"comments" text,
	"approver_info" jsonb,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"rejected_at" timestamp with time zone,
	"rejected_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staged_locations_status_check" CHECK ("staged_locations"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "staged_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_locations" ADD CONSTRAINT "staged_locations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_locations" ADD CONSTRAINT "staged_locations_master_location_id_locations_id_fk" FOREIGN KEY ("master_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_org_location_id_key" ON "locations" USING btree ("org_id","location_id");--> statement-breakpoint
CREATE INDEX "locations_org_status_idx" ON "locations" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "staged_locations_org_status_idx" ON "staged_locations" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "staged_locations_master_location_idx" ON "staged_locations" USING btree ("master_location_id");--> statement-breakpoint
CREATE POLICY "organizations_tenant_isolation" ON "organizations" AS PERMISSIVE FOR ALL TO public USING (id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "locations_tenant_isolation" ON "locations" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "staged_locations_tenant_isolation" ON "staged_locations" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);