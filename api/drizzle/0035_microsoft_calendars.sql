-- Microsoft 365 / Outlook.com calendar connections (issue #25, docs/calendars.md).
CREATE TABLE "microsoft_connections" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "microsoft_user_id" text NOT NULL,
  "email" text NOT NULL,
  "name" text,
  "tokens_sealed" text NOT NULL,
  "last_synced_at" timestamp with time zone,
  "last_error" text,
  "last_error_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_connections_user_account_unique" ON "microsoft_connections" ("user_id", "microsoft_user_id");--> statement-breakpoint
CREATE TABLE "microsoft_calendars" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "connection_id" uuid NOT NULL REFERENCES "microsoft_connections"("id") ON DELETE CASCADE,
  "graph_id" text NOT NULL,
  "name" text NOT NULL,
  "checked" boolean DEFAULT false NOT NULL,
  "writable" boolean DEFAULT false NOT NULL,
  "is_default" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_calendars_connection_graph_unique" ON "microsoft_calendars" ("connection_id", "graph_id");--> statement-breakpoint
CREATE TABLE "microsoft_connect_states" (
  "state_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_verifier_sealed" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "microsoft_connect_states_expires_idx" ON "microsoft_connect_states" ("expires_at");--> statement-breakpoint
CREATE TABLE "microsoft_booking_events" (
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "calendar_id" uuid NOT NULL REFERENCES "microsoft_calendars"("id") ON DELETE CASCADE,
  "graph_event_id" text NOT NULL,
  PRIMARY KEY ("booking_id", "calendar_id")
);
