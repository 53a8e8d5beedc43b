-- Each Google account's state, as CalDAV and Microsoft connections have it (issue #25 item 3,
-- docs/calendars.md#connection-state): when a free/busy or calendar-list read last succeeded, and
-- the last failure's code (consent_revoked, unreachable, timeout, server_error) and time.
ALTER TABLE "google_accounts" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_accounts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "google_accounts" ADD COLUMN "last_error_at" timestamp with time zone;
