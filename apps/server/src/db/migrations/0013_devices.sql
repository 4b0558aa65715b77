CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"comparison" text NOT NULL,
	"threshold" double precision NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"severity" text NOT NULL,
	"location_id" uuid,
	"device_type" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"rule_id" uuid,
	"kind" text NOT NULL,
	"metric" text,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"value" double precision,
	"raised_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"acknowledged_by" text,
	"acknowledged_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"serial_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_updated" timestamp with time zone,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_by" text,
	"sensor_data" jsonb NOT NULL,
	"rule_states" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_status_check" CHECK ("devices"."status" in ('online', 'offline', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "device_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_rules_org_idx" ON "alert_rules" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_rules_location_idx" ON "alert_rules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "alerts_org_raised_idx" ON "alerts" USING btree ("org_id","raised_at");--> statement-breakpoint
CREATE INDEX "alerts_device_idx" ON "alerts" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "alerts_rule_idx" ON "alerts" USING btree ("rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_rule_key" ON "alerts" USING btree ("device_id","rule_id") WHERE "alerts"."cleared_at" is null and "alerts"."kind" = 'rule';--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_offline_key" ON "alerts" USING btree ("device_id") WHERE "alerts"."cleared_at" is null and "alerts"."kind" = 'offline';--> statement-breakpoint
CREATE UNIQUE INDEX "devices_key_hash_key" ON "devices" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_org_serial_key" ON "devices" USING btree ("org_id","serial_number");--> statement-breakpoint
CREATE INDEX "devices_org_name_idx" ON "devices" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "devices_org_status_idx" ON "devices" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "devices_location_idx" ON "devices" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "devices_online_last_updated_idx" ON "devices" USING btree ("last_updated") WHERE "devices"."status" = 'online';--> statement-breakpoint
CREATE POLICY "alert_rules_tenant_isolation" ON "alert_rules" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "alerts_tenant_isolation" ON "alerts" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "devices_tenant_isolation" ON "devices" AS PERMISSIVE FOR ALL TO public USING (org_id = nullif(current_setting('app.org_id', true), '')::integer) WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
-- ==== Hand-written part of the devices migration (appended after the generated SQL; when the
-- ==== migration is regenerated, append it again). ====
--
-- locations.device_count follows the devices table, statement by statement, so every location
-- answer carries the real count at no cost; updating locations also bumps the list's version
-- (0005_locations-version.sql), so cached lists and ETags follow. Devices never change location.
CREATE FUNCTION count_location_devices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE locations AS l SET device_count = l.device_count + c.n
    FROM (SELECT location_id, count(*)::int AS n FROM changed_rows GROUP BY location_id) AS c
    WHERE l.id = c.location_id;
  ELSE
    UPDATE locations AS l SET device_count = greatest(l.device_count - c.n, 0)
    FROM (SELECT location_id, count(*)::int AS n FROM changed_rows GROUP BY location_id) AS c
    WHERE l.id = c.location_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER devices_count_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_location_devices();--> statement-breakpoint
CREATE TRIGGER devices_count_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_location_devices();--> statement-breakpoint

-- Raw readings, partitioned by the time they were taken: one partition per UTC day, created
-- ahead by ensure_device_reading_partitions() and dropped whole by the retention job. No foreign
-- key to devices: a time series is written far more than it is joined, and the readings of a
-- removed device go with their partitions. received_at (BRIN: it grows with the table) is how the
-- rollup job finds what arrived since its last run, late readings included.
CREATE TABLE device_readings (
  org_id integer NOT NULL,
  device_id uuid NOT NULL,
  taken_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  temperature real,
  humidity real,
  air_quality_index real,
  co2_level real,
  sound_level real,
  motion_detected boolean
) PARTITION BY RANGE (taken_at);--> statement-breakpoint
CREATE INDEX device_readings_device_taken_idx ON device_readings (device_id, taken_at);--> statement-breakpoint
CREATE INDEX device_readings_received_idx ON device_readings USING brin (received_at);--> statement-breakpoint
ALTER TABLE device_readings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY device_readings_tenant_isolation ON device_readings AS PERMISSIVE FOR ALL TO public
  USING (org_id = nullif(current_setting('app.org_id', true), '')::integer)
  WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint

-- Rollups for charts: per minute (partitioned by day like the raw readings) and per hour. Each
-- bucket keeps sums and counts per metric, so late readings are added to their bucket later.
CREATE TABLE device_readings_minute (
  org_id integer NOT NULL,
  device_id uuid NOT NULL,
  bucket timestamptz NOT NULL,
  readings integer NOT NULL,
  temperature_sum double precision NOT NULL DEFAULT 0, temperature_n integer NOT NULL DEFAULT 0,
  humidity_sum double precision NOT NULL DEFAULT 0, humidity_n integer NOT NULL DEFAULT 0,
  air_quality_index_sum double precision NOT NULL DEFAULT 0, air_quality_index_n integer NOT NULL DEFAULT 0,
  co2_level_sum double precision NOT NULL DEFAULT 0, co2_level_n integer NOT NULL DEFAULT 0,
  sound_level_sum double precision NOT NULL DEFAULT 0, sound_level_n integer NOT NULL DEFAULT 0,
  motion_any boolean,
  PRIMARY KEY (device_id, bucket)
) PARTITION BY RANGE (bucket);--> statement-breakpoint
CREATE TABLE device_readings_hour (
  org_id integer NOT NULL,
  device_id uuid NOT NULL,
  bucket timestamptz NOT NULL,
  readings integer NOT NULL,
  temperature_sum double precision NOT NULL DEFAULT 0, temperature_n integer NOT NULL DEFAULT 0,
  humidity_sum double precision NOT NULL DEFAULT 0, humidity_n integer NOT NULL DEFAULT 0,
  air_quality_index_sum double precision NOT NULL DEFAULT 0, air_quality_index_n integer NOT NULL DEFAULT 0,
  co2_level_sum double precision NOT NULL DEFAULT 0, co2_level_n integer NOT NULL DEFAULT 0,
  sound_level_sum double precision NOT NULL DEFAULT 0, sound_level_n integer NOT NULL DEFAULT 0,
  motion_any boolean,
  PRIMARY KEY (device_id, bucket)
);--> statement-breakpoint
CREATE INDEX device_readings_hour_org_idx ON device_readings_hour (org_id, bucket);--> statement-breakpoint
ALTER TABLE device_readings_minute ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY device_readings_minute_tenant_isolation ON device_readings_minute AS PERMISSIVE FOR ALL TO public
  USING (org_id = nullif(current_setting('app.org_id', true), '')::integer)
  WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE device_readings_hour ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY device_readings_hour_tenant_isolation ON device_readings_hour AS PERMISSIVE FOR ALL TO public
  USING (org_id = nullif(current_setting('app.org_id', true), '')::integer)
  WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::integer);--> statement-breakpoint

-- Where the rollup job stopped (received_at of the readings it has added up).
CREATE TABLE device_rollup_state (
  id integer PRIMARY KEY CHECK (id = 1),
  rolled_to timestamptz NOT NULL
);--> statement-breakpoint
INSERT INTO device_rollup_state VALUES (1, now());--> statement-breakpoint

-- Daily partitions of the raw readings and the minute rollups from `from_day` to `to_day`.
CREATE FUNCTION ensure_device_reading_partitions(from_day date, to_day date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  day date := from_day;
  created integer := 0;
  parent text;
BEGIN
  WHILE day <= to_day LOOP
    FOREACH parent IN ARRAY ARRAY['device_readings', 'device_readings_minute'] LOOP
      IF to_regclass(format('%s_p%s', parent, to_char(day, 'YYYYMMDD'))) IS NULL THEN
        EXECUTE format(
          'CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
          format('%s_p%s', parent, to_char(day, 'YYYYMMDD')), parent,
          (day::timestamp AT TIME ZONE 'UTC'), ((day + 1)::timestamp AT TIME ZONE 'UTC'));
        created := created + 1;
      END IF;
    END LOOP;
    day := day + 1;
  END LOOP;
  RETURN created;
END
$$;--> statement-breakpoint

-- Retention: drops the daily partitions that ended before `keep_days` ago, and hourly rollups
-- older than `keep_hour_days`.
CREATE FUNCTION drop_old_device_readings(keep_days integer, keep_hour_days integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped integer := 0;
  cutoff date := (now() AT TIME ZONE 'UTC')::date - keep_days;
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid
    JOIN pg_class p ON p.oid = i.inhparent
    WHERE p.relname IN ('device_readings', 'device_readings_minute')
      AND c.relname ~ '_p\d{8}$'
      AND to_date(right(c.relname, 8), 'YYYYMMDD') < cutoff
  LOOP
    EXECUTE format('DROP TABLE %I', part.relname);
    dropped := dropped + 1;
  END LOOP;
  DELETE FROM device_readings_hour WHERE bucket < now() - make_interval(days => keep_hour_days);
  RETURN dropped;
END
$$;--> statement-breakpoint

-- Adds the readings that arrived since the last run (up to `settle` ago, so that transactions
-- still open are not skipped) into the minute and hour rollups. One run at a time (row lock).
CREATE FUNCTION roll_up_device_readings(settle interval) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  lo timestamptz;
  hi timestamptz := now() - settle;
  added integer;
BEGIN
  SELECT rolled_to INTO lo FROM device_rollup_state WHERE id = 1 FOR UPDATE;
  IF hi <= lo THEN RETURN 0; END IF;
  CREATE TEMP TABLE IF NOT EXISTS rollup_batch ON COMMIT DROP AS
    SELECT * FROM device_readings WITH NO DATA;
  INSERT INTO rollup_batch SELECT * FROM device_readings WHERE received_at > lo AND received_at <= hi;
  GET DIAGNOSTICS added = ROW_COUNT;
  INSERT INTO device_readings_minute AS r
  SELECT org_id, device_id, date_trunc('minute', taken_at), count(*),
    coalesce(sum(temperature), 0), count(temperature), coalesce(sum(humidity), 0), count(humidity),
    coalesce(sum(air_quality_index), 0), count(air_quality_index),
    coalesce(sum(co2_level), 0), count(co2_level), coalesce(sum(sound_level), 0), count(sound_level),
    bool_or(motion_detected)
  FROM rollup_batch GROUP BY 1, 2, 3
  ON CONFLICT (device_id, bucket) DO UPDATE SET
    readings = r.readings + excluded.readings,
    temperature_sum = r.temperature_sum + excluded.temperature_sum, temperature_n = r.temperature_n + excluded.temperature_n,
    humidity_sum = r.humidity_sum + excluded.humidity_sum, humidity_n = r.humidity_n + excluded.humidity_n,
    air_quality_index_sum = r.air_quality_index_sum + excluded.air_quality_index_sum, air_quality_index_n = r.air_quality_index_n + excluded.air_quality_index_n,
    co2_level_sum = r.co2_level_sum + excluded.co2_level_sum, co2_level_n = r.co2_level_n + excluded.co2_level_n,
    sound_level_sum = r.sound_level_sum + excluded.sound_level_sum, sound_level_n = r.sound_level_n + excluded.sound_level_n,
    motion_any = coalesce(r.motion_any, false) OR coalesce(excluded.motion_any, false);
  INSERT INTO device_readings_hour AS r
  SELECT org_id, device_id, date_trunc('hour', taken_at), count(*),
    coalesce(sum(temperature), 0), count(temperature), coalesce(sum(humidity), 0), count(humidity),
    coalesce(sum(air_quality_index), 0), count(air_quality_index),
    coalesce(sum(co2_level), 0), count(co2_level), coalesce(sum(sound_level), 0), count(sound_level),
    bool_or(motion_detected)
  FROM rollup_batch GROUP BY 1, 2, 3
  ON CONFLICT (device_id, bucket) DO UPDATE SET
    readings = r.readings + excluded.readings,
    temperature_sum = r.temperature_sum + excluded.temperature_sum, temperature_n = r.temperature_n + excluded.temperature_n,
    humidity_sum = r.humidity_sum + excluded.humidity_sum, humidity_n = r.humidity_n + excluded.humidity_n,
    air_quality_index_sum = r.air_quality_index_sum + excluded.air_quality_index_sum, air_quality_index_n = r.air_quality_index_n + excluded.air_quality_index_n,
    co2_level_sum = r.co2_level_sum + excluded.co2_level_sum, co2_level_n = r.co2_level_n + excluded.co2_level_n,
    sound_level_sum = r.sound_level_sum + excluded.sound_level_sum, sound_level_n = r.sound_level_n + excluded.sound_level_n,
    motion_any = coalesce(r.motion_any, false) OR coalesce(excluded.motion_any, false);
  UPDATE device_rollup_state SET rolled_to = hi WHERE id = 1;
  DROP TABLE rollup_batch;
  RETURN added;
END
$$;--> statement-breakpoint
SELECT ensure_device_reading_partitions((now() AT TIME ZONE 'UTC')::date - 31, (now() AT TIME ZONE 'UTC')::date + 3);
