CREATE TABLE "event_stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"caller" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_stream_tickets" ADD CONSTRAINT "event_stream_tickets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_stream_tickets_org_idx" ON "event_stream_tickets" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "event_stream_tickets_expires_idx" ON "event_stream_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Hand-written: tickets span organisations and open streams; only the owner reads them.
REVOKE ALL ON event_stream_tickets FROM app_tenant;
