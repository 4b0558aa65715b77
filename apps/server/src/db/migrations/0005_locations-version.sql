-- Every statement that changes an organisation's live locations bumps its 'locations_version'
-- counter, in the same transaction. GET /api/locations answers with an ETag built from it, so a
-- browser's revalidation costs one primary-key lookup instead of the whole list. A trigger, so
-- that no writer (API, seed, bench generator, a person with psql) can forget it. A counter starts
-- at a random number, so two databases (a test clone, a restored copy) do not share versions.
CREATE FUNCTION bump_locations_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO org_counters (org_id, name, value)
  SELECT org_id, 'locations_version', floor(random() * 1e12)::bigint
  FROM (SELECT DISTINCT org_id FROM changed_rows) AS changed
  ON CONFLICT (org_id, name) DO UPDATE SET value = org_counters.value + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER locations_version_insert AFTER INSERT ON locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_locations_version();--> statement-breakpoint
CREATE TRIGGER locations_version_update AFTER UPDATE ON locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_locations_version();--> statement-breakpoint
CREATE TRIGGER locations_version_delete AFTER DELETE ON locations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_locations_version();
