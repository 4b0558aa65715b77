-- Hand-written (drizzle-kit --custom): server processes keep the organisation answer in memory
-- (decision 045), so every change to an organisation's row tells them, whoever writes it (the
-- app, another process, the admin CLI, psql). NOTIFY is sent at commit and only if it commits.
CREATE FUNCTION "notify_organization_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('fm_invalidate', 'organizations:*');
  ELSE
    PERFORM pg_notify('fm_invalidate', 'organizations:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_changed" AFTER UPDATE OR DELETE ON "organizations"
FOR EACH ROW EXECUTE FUNCTION "notify_organization_changed"();
--> statement-breakpoint
CREATE TRIGGER "organizations_truncated" AFTER TRUNCATE ON "organizations"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_organization_changed"();
--> statement-breakpoint
-- The same for the counters behind the locations list's version (decision 045): a process keeps
-- each organisation's version in memory and drops it when a counter of that organisation moves.
CREATE FUNCTION "notify_org_counter_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('fm_invalidate', 'org_counters:*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('fm_invalidate', 'org_counters:' || OLD.org_id);
  ELSE
    PERFORM pg_notify('fm_invalidate', 'org_counters:' || NEW.org_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "org_counters_changed" AFTER INSERT OR UPDATE OR DELETE ON "org_counters"
FOR EACH ROW EXECUTE FUNCTION "notify_org_counter_changed"();
--> statement-breakpoint
CREATE TRIGGER "org_counters_truncated" AFTER TRUNCATE ON "org_counters"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_org_counter_changed"();
