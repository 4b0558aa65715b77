ALTER TABLE "identity_sessions" ADD COLUMN "sibling_refresh_token_hash" text;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "identity_sessions_sibling_hash_idx" ON "identity_sessions" USING btree ("sibling_refresh_token_hash");