CREATE TABLE "identity_webauthn_credentials" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authenticator_attachment" text,
	"relying_party_id" text NOT NULL,
	"friendly_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_webauthn_credentials" ADD CONSTRAINT "identity_webauthn_credentials_pool_id_identity_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."identity_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_webauthn_credentials" ADD CONSTRAINT "identity_webauthn_credentials_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_webauthn_credentials_user_idx" ON "identity_webauthn_credentials" USING btree ("user_id");--> statement-breakpoint
-- Like every identity table (migration 0003): no rights for the API's tenant role.
REVOKE ALL ON identity_webauthn_credentials FROM app_tenant;
