-- Out of office (docs/product.md#out-of-office): a host's days away, inclusive, in their time
-- zone, with an optional teammate to send attendees to. Periods of one host never overlap.
CREATE TABLE "out_of_office" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "start_date" date NOT NULL,
  "end_date" date NOT NULL,
  "reason" text NOT NULL,
  "teammate_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "out_of_office_dates_check" CHECK ("end_date" >= "start_date"),
  CONSTRAINT "out_of_office_reason_check" CHECK ("reason" IN ('vacation', 'travel', 'sick_leave', 'public_holiday', 'other')),
  CONSTRAINT "out_of_office_teammate_check" CHECK ("teammate_id" IS NULL OR "teammate_id" <> "user_id"),
  CONSTRAINT "out_of_office_no_overlap" EXCLUDE USING gist ("user_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
);--> statement-breakpoint
CREATE INDEX "out_of_office_user_end_idx" ON "out_of_office" ("user_id", "end_date");--> statement-breakpoint
CREATE INDEX "out_of_office_teammate_idx" ON "out_of_office" ("teammate_id");--> statement-breakpoint
-- Fair round robin (docs/product.md#fair-round-robin): a type's cap of bookings per host per
-- day or week, and each host's weight and priority. Hosts without a row take the defaults.
CREATE TABLE "round_robin_settings" (
  "event_type_id" uuid PRIMARY KEY NOT NULL REFERENCES "event_types"("id") ON DELETE CASCADE,
  "cap_limit" integer,
  "cap_period" text,
  CONSTRAINT "round_robin_settings_cap_check" CHECK (
    ("cap_limit" IS NULL AND "cap_period" IS NULL)
    OR ("cap_limit" BETWEEN 1 AND 100 AND "cap_period" IN ('day', 'week')))
);--> statement-breakpoint
CREATE TABLE "round_robin_hosts" (
  "event_type_id" uuid NOT NULL REFERENCES "event_types"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "weight" integer DEFAULT 1 NOT NULL,
  "priority" smallint DEFAULT 2 NOT NULL,
  CONSTRAINT "round_robin_hosts_pk" PRIMARY KEY ("event_type_id", "user_id"),
  CONSTRAINT "round_robin_hosts_weight_check" CHECK ("weight" BETWEEN 1 AND 100),
  CONSTRAINT "round_robin_hosts_priority_check" CHECK ("priority" BETWEEN 0 AND 4)
);--> statement-breakpoint
CREATE INDEX "round_robin_hosts_user_idx" ON "round_robin_hosts" ("user_id");--> statement-breakpoint
-- Why a round-robin booking went to its host, for the host's details.
CREATE TABLE "booking_assignments" (
  "booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "weight" integer NOT NULL,
  "priority" smallint NOT NULL,
  "recent_bookings" integer NOT NULL,
  "candidates" integer NOT NULL,
  CONSTRAINT "booking_assignments_reason_check" CHECK ("reason" IN ('only_free', 'priority', 'fewest', 'least_recent', 'order'))
);
