DROP INDEX "staged_locations_master_location_idx";--> statement-breakpoint
ALTER TABLE "staged_locations" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staged_locations_org_location_id_key" ON "staged_locations" USING btree ("org_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staged_locations_master_location_key" ON "staged_locations" USING btree ("master_location_id");