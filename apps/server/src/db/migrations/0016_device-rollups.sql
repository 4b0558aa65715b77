-- Hand-written (no schema change; `drizzle-kit generate --custom`): the device rollups restructured
-- (decision 037). The minute and hour rollups were two copies of one INSERT ... ON CONFLICT, each
-- over a copy of every raw reading that arrived. Now the raw readings are read once, into per-minute
-- sums, and one function adds those sums into a rollup of any bucket width (sums and counts add
-- up, so an hour is the sum of its minutes). Sums are now taken in double precision (the columns'
-- type; sum(real) was rounded to real).

-- Adds the per-minute sums of `rollup_minutes` (made by roll_up_device_readings) into `target`,
-- in buckets of `width` ('minute' or 'hour').
CREATE FUNCTION add_to_device_rollup(target text, width text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF width NOT IN ('minute', 'hour') OR target NOT IN ('device_readings_minute', 'device_readings_hour') THEN
    RAISE EXCEPTION 'add_to_device_rollup: no rollup % by %', target, width;
  END IF;
  EXECUTE format($sql$
    INSERT INTO %I AS r
    SELECT org_id, device_id, date_trunc(%L, bucket), sum(readings),
      sum(temperature_sum), sum(temperature_n), sum(humidity_sum), sum(humidity_n),
      sum(air_quality_index_sum), sum(air_quality_index_n), sum(co2_level_sum), sum(co2_level_n),
      sum(sound_level_sum), sum(sound_level_n), bool_or(motion_any)
    FROM rollup_minutes GROUP BY 1, 2, 3
    ON CONFLICT (device_id, bucket) DO UPDATE SET
      readings = r.readings + excluded.readings,
      temperature_sum = r.temperature_sum + excluded.temperature_sum, temperature_n = r.temperature_n + excluded.temperature_n,
      humidity_sum = r.humidity_sum + excluded.humidity_sum, humidity_n = r.humidity_n + excluded.humidity_n,
      air_quality_index_sum = r.air_quality_index_sum + excluded.air_quality_index_sum, air_quality_index_n = r.air_quality_index_n + excluded.air_quality_index_n,
      co2_level_sum = r.co2_level_sum + excluded.co2_level_sum, co2_level_n = r.co2_level_n + excluded.co2_level_n,
      sound_level_sum = r.sound_level_sum + excluded.sound_level_sum, sound_level_n = r.sound_level_n + excluded.sound_level_n,
      motion_any = coalesce(r.motion_any, false) OR coalesce(excluded.motion_any, false)
  $sql$, target, width);
END
$$;--> statement-breakpoint

-- Adds the readings that arrived since the last run (up to `settle` ago, so that transactions
-- still open are not skipped) into the minute and hour rollups. One run at a time (row lock).
CREATE OR REPLACE FUNCTION roll_up_device_readings(settle interval) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  lo timestamptz;
  hi timestamptz := now() - settle;
  added integer;
BEGIN
  SELECT rolled_to INTO lo FROM device_rollup_state WHERE id = 1 FOR UPDATE;
  IF hi <= lo THEN RETURN 0; END IF;
  DROP TABLE IF EXISTS rollup_minutes;
  CREATE TEMP TABLE rollup_minutes ON COMMIT DROP AS
  SELECT org_id, device_id, date_trunc('minute', taken_at) AS bucket, count(*) AS readings,
    coalesce(sum(temperature::float8), 0) AS temperature_sum, count(temperature) AS temperature_n,
    coalesce(sum(humidity::float8), 0) AS humidity_sum, count(humidity) AS humidity_n,
    coalesce(sum(air_quality_index::float8), 0) AS air_quality_index_sum, count(air_quality_index) AS air_quality_index_n,
    coalesce(sum(co2_level::float8), 0) AS co2_level_sum, count(co2_level) AS co2_level_n,
    coalesce(sum(sound_level::float8), 0) AS sound_level_sum, count(sound_level) AS sound_level_n,
    bool_or(motion_detected) AS motion_any
  FROM device_readings WHERE received_at > lo AND received_at <= hi
  GROUP BY 1, 2, 3;
  SELECT coalesce(sum(readings), 0) INTO added FROM rollup_minutes;
  PERFORM add_to_device_rollup('device_readings_minute', 'minute');
  PERFORM add_to_device_rollup('device_readings_hour', 'hour');
  UPDATE device_rollup_state SET rolled_to = hi WHERE id = 1;
  DROP TABLE rollup_minutes;
  RETURN added;
END
$$;
