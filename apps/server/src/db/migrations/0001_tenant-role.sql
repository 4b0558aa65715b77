-- API requests run their SQL as this role (SET LOCAL ROLE inside the transaction, see
-- src/db/tenant.ts). It owns nothing, so the row-level-security policies apply to it, even when the
-- connecting user is a superuser such as the embedded server's `postgres`.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_tenant') THEN
    CREATE ROLE app_tenant NOLOGIN;
  END IF;
END
$$;--> statement-breakpoint
-- The connecting user must be a member to switch to it (a no-op for superusers).
GRANT app_tenant TO CURRENT_USER;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_tenant;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_tenant;--> statement-breakpoint
-- Tables that later migrations create get the same rights.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_tenant;
