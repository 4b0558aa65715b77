CREATE TABLE "material_batch_stock" (
	"org_id" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"on_hand" numeric(16, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "material_batch_stock_org_id_location_id_item_id_batch_id_pk" PRIMARY KEY("org_id","location_id","item_id","batch_id"),
	CONSTRAINT "material_batch_stock_on_hand_check" CHECK ("material_batch_stock"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_batch_stock" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"code" text NOT NULL,
	"expires_on" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_expiry_mail_runs" (
	"org_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"batches" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_expiry_mail_runs_org_id_local_date_pk" PRIMARY KEY("org_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "material_expiry_mail_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"description" text,
	"unit_cost" numeric(12, 2),
	"active_ingredient" text,
	"hazard_note" text,
	"batch_tracked" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_items_category_check" CHECK ("material_items"."category" in ('consumable', 'spare', 'chemical', 'other')),
	CONSTRAINT "material_items_unit_check" CHECK ("material_items"."unit" in ('piece', 'box', 'litre', 'millilitre', 'kilogram', 'gram', 'pack')),
	CONSTRAINT "material_items_chemical_batches_check" CHECK ("material_items"."category" <> 'chemical' or "material_items"."batch_tracked")
);
--> statement-breakpoint
ALTER TABLE "material_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"batch_id" uuid,
	"type" text NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"balance_after" numeric(16, 3) NOT NULL,
	"reason" text,
	"note" text,
	"pest_control_record_id" uuid,
	"transfer_id" uuid,
	"reverses_id" bigint,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_movements_type_check" CHECK ("material_movements"."type" in ('receipt', 'issue', 'transfer-out', 'transfer-in', 'adjustment', 'disposal')),
	CONSTRAINT "material_movements_quantity_check" CHECK ("material_movements"."quantity" <> 0),
	CONSTRAINT "material_movements_balance_check" CHECK ("material_movements"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_stock" (
	"org_id" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"on_hand" numeric(16, 3) DEFAULT 0 NOT NULL,
	"minimum" numeric(16, 3),
	"maximum" numeric(16, 3),
	"reorder_quantity" numeric(16, 3),
	"low_since" timestamp with time zone,
	"last_movement_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_stock_org_id_location_id_item_id_pk" PRIMARY KEY("org_id","location_id","item_id"),
	CONSTRAINT "material_stock_on_hand_check" CHECK ("material_stock"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_stock" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"batch_id" uuid,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"received_quantity" numeric(16, 3),
	"status" text DEFAULT 'in-transit' NOT NULL,
	"note" text,
	"discrepancy_reason" text,
	"dispatched_by" text NOT NULL,
	"dispatched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_transfers_status_check" CHECK ("material_transfers"."status" in ('in-transit', 'received', 'cancelled')),
	CONSTRAINT "material_transfers_quantity_check" CHECK ("material_transfers"."quantity" > 0),
	CONSTRAINT "material_transfers_locations_check" CHECK ("material_transfers"."from_location_id" <> "material_transfers"."to_location_id")
);
--> statement-breakpoint
ALTER TABLE "material_transfers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "material_batch_stock" ADD CONSTRAINT "material_batch_stock_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_batch_stock" ADD CONSTRAINT "material_batch_stock_batch_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."material_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_batches" ADD CONSTRAINT "material_batches_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_batches" ADD CONSTRAINT "material_batches_item_fk" FOREIGN KEY ("item_id") REFERENCES "public"."material_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_expiry_mail_runs" ADD CONSTRAINT "material_expiry_mail_runs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_item_fk" FOREIGN KEY ("item_id") REFERENCES "public"."material_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_batch_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."material_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_transfer_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."material_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_reverses_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."material_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_stock" ADD CONSTRAINT "material_stock_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_stock" ADD CONSTRAINT "material_stock_item_fk" FOREIGN KEY ("item_id") REFERENCES "public"."material_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_transfers" ADD CONSTRAINT "material_transfers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_transfers" ADD CONSTRAINT "material_transfers_item_fk" FOREIGN KEY ("item_id") REFERENCES "public"."material_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_batch_stock_batch_idx" ON "material_batch_stock" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_batches_org_item_code_key" ON "material_batches" USING btree ("org_id","item_id","code");--> statement-breakpoint
CREATE INDEX "material_batches_org_expiry_idx" ON "material_batches" USING btree ("org_id","expires_on");--> statement-breakpoint
CREATE INDEX "material_batches_item_idx" ON "material_batches" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_items_org_sku_key" ON "material_items" USING btree ("org_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "material_items_org_name_idx" ON "material_items" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "material_movements_org_id_idx" ON "material_movements" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "material_movements_org_item_idx" ON "material_movements" USING btree ("org_id","item_id","id");--> statement-breakpoint
CREATE INDEX "material_movements_org_location_idx" ON "material_movements" USING btree ("org_id","location_id","id");--> statement-breakpoint
CREATE INDEX "material_movements_org_created_idx" ON "material_movements" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "material_movements_item_idx" ON "material_movements" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "material_movements_batch_idx" ON "material_movements" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "material_movements_transfer_idx" ON "material_movements" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "material_movements_record_idx" ON "material_movements" USING btree ("pest_control_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_movements_reverses_key" ON "material_movements" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "material_stock_org_item_idx" ON "material_stock" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE INDEX "material_stock_item_idx" ON "material_stock" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "material_stock_org_low_idx" ON "material_stock" USING btree ("org_id","low_since") WHERE "material_stock"."low_since" is not null;--> statement-breakpoint
CREATE INDEX "material_transfers_org_status_idx" ON "material_transfers" USING btree ("org_id","status","dispatched_at");--> statement-breakpoint
CREATE INDEX "material_transfers_item_idx" ON "material_transfers" USING btree ("item_id");--> statement-breakpoint
CREATE POLICY "material_batch_stock_tenant_isolation" ON "material_batch_stock" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "material_batches_tenant_isolation" ON "material_batches" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "material_expiry_mail_runs_tenant_isolation" ON "material_expiry_mail_runs" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "material_items_tenant_isolation" ON "material_items" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "material_movements_tenant_isolation" ON "material_movements" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "material_stock_tenant_isolation" ON "material_stock" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "material_transfers_tenant_isolation" ON "material_transfers" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
-- Hand-written (decision 051): the ledger is append-only. The API's role may only read and insert
-- movements; an UPDATE is refused for everyone, so a mistake is corrected by a reversing
-- movement. (Deleting an organisation still removes its movements: that runs as the owner.)
REVOKE UPDATE, DELETE ON "material_movements" FROM app_tenant;--> statement-breakpoint
CREATE FUNCTION material_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'material_movements is append-only: record a reversing movement instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER material_movements_no_update BEFORE UPDATE ON "material_movements"
  FOR EACH ROW EXECUTE FUNCTION material_movements_append_only();
