-- Where "today" and "this month" are reckoned for daily mail and pest-control periods (India by
-- default: the demo organisations are Indian).
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;