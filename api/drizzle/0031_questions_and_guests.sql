-- Questions of more types and guests on any booking (issue #26 item 6, docs/product.md#questions-and-guests).
-- The two kinds the spec had keep their stored names ('short', 'long'): existing questions and
-- answers read as before. Anything else a question holds from before becomes a short text.
UPDATE "event_type_questions" SET "answer_type" = 'short'
  WHERE "answer_type" NOT IN ('short', 'long', 'select', 'radio', 'checkboxes', 'phone', 'number', 'url');--> statement-breakpoint
ALTER TABLE "event_type_questions" ADD CONSTRAINT "event_type_questions_answer_type_check"
  CHECK ("answer_type" IN ('short', 'long', 'select', 'radio', 'checkboxes', 'phone', 'number', 'url'));--> statement-breakpoint
-- The choices of a select, radio or checkboxes question, in the host's order; empty otherwise.
ALTER TABLE "event_type_questions" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_type_questions" ADD CONSTRAINT "event_type_questions_options_check"
  CHECK (jsonb_typeof("options") = 'array' AND jsonb_array_length("options") <= 20);--> statement-breakpoint
-- The guests' e-mail addresses (at most 10, checked by the API): mailed, no seat taken.
ALTER TABLE "bookings" ADD COLUMN "guests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guests_check"
  CHECK (jsonb_typeof("guests") = 'array' AND jsonb_array_length("guests") <= 10);
