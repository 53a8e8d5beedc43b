CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"event_type_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"blocked_start" timestamp with time zone NOT NULL,
	"blocked_end" timestamp with time zone NOT NULL,
	"seat_key" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"attendee_name" text NOT NULL,
	"attendee_email" text NOT NULL,
	"additional_attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"google_meet_link" text,
	"google_calendar_event_id" text,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "bookings_time_order_check" CHECK ("bookings"."end_time" > "bookings"."start_time"),
	CONSTRAINT "bookings_blocked_covers_check" CHECK ("bookings"."blocked_start" <= "bookings"."start_time" AND "bookings"."blocked_end" >= "bookings"."end_time")
);
--> statement-breakpoint
CREATE TABLE "event_type_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type_id" uuid NOT NULL,
	"question_text" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"answer_type" text DEFAULT 'short' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"event_type" text DEFAULT 'one_on_one' NOT NULL,
	"availability_id" uuid,
	"connected_google_account_id" uuid,
	"duration" integer NOT NULL,
	"location" text DEFAULT 'google_meet' NOT NULL,
	"max_participants" integer,
	"public" boolean DEFAULT true NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"reminders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_before" integer DEFAULT 0 NOT NULL,
	"buffer_after" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 240 NOT NULL,
	"booking_window_days" integer DEFAULT 60 NOT NULL,
	"team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_types_duration_check" CHECK ("event_types"."duration" BETWEEN 5 AND 720),
	CONSTRAINT "event_types_buffers_check" CHECK ("event_types"."buffer_before" >= 0 AND "event_types"."buffer_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('pending', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_questions" ADD CONSTRAINT "event_type_questions_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_availability_id_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."availabilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_host_start_idx" ON "bookings" USING btree ("host_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_event_type_start_idx" ON "bookings" USING btree ("event_type_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_seat_key_idx" ON "bookings" USING btree ("seat_key");--> statement-breakpoint
CREATE INDEX "event_type_questions_event_type_idx" ON "event_type_questions" USING btree ("event_type_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_user_slug_unique" ON "event_types" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "event_types_availability_idx" ON "event_types" USING btree ("availability_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_booking_idx" ON "jobs" USING btree ("booking_id");