import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { availabilityResponseSchema } from '@slotwise/shared/contract/availability.contract';
import {
  bookingResponseSchema,
  bookingsPageSchema,
  cancellationSchema,
  freeTimesSchema,
  rescheduleSchema,
} from '@slotwise/shared/contract/bookings.contract';
import { eventTypeResponseSchema } from '@slotwise/shared/contract/event-types.contract';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import * as examples from './public-api.examples';

// docs/webhooks.md#api-keys-and-apiv1: every /api/v1 operation is in the OpenAPI document
// under a "v1 ..." tag, secured by apiKeyAuth, with a curl example carrying an API key, and an
// example of its answer (and of its body) that is valid against the schema the document gives.

interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  tags?: string[];
  security?: Record<string, unknown>[];
  description?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { scheme?: string }>; schemas?: Record<string, object> };
}

/**
 * The document's OpenAPI 3.0 schema as JSON Schema for Ajv: `nullable: true` beside an `enum`
 * means the enum admits null too (OpenAPI 3.0.3), which Ajv wants written in the enum.
 */
function jsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, jsonSchema(value)]));
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  return out;
}

function v1Operations(doc: Document) {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
}

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

test('/api/v1 operations are documented with the API-key scheme and a curl example', () => {
  const doc = t.app.swagger() as unknown as Document;
  assert.equal(doc.components?.securitySchemes?.apiKeyAuth?.scheme, 'bearer');
  const operations = v1Operations(doc);
  // event types (list, one, free times), availability (list, one), bookings (list, one, free times,
  // cancel, reschedule).
  assert.ok(operations.length >= 10, `${operations.length} /api/v1 operations`);
  for (const { path, method, op } of operations) {
    const name = `${method.toUpperCase()} ${path}`;
    assert.ok(
      op.tags?.some((tag) => tag.startsWith('v1 ')),
      `${name}: a v1 tag`,
    );
    assert.deepEqual(op.security, [{ apiKeyAuth: [] }], `${name}: secured by an API key`);
    assert.match(op.description ?? '', /curl -H "Authorization: Bearer sw_live_\.\.\."/, `${name}: example`);
    assert.ok(op.responses?.['401'] && op.responses['429'], `${name}: 401 and 429 documented`);
  }
});

test('every /api/v1 answer and body has an example valid against its documented schema', () => {
  const doc = t.app.swagger() as unknown as Document;
  // OpenAPI 3.0 schemas: `nullable` is Ajv's own keyword; `example` is only an annotation.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addKeyword('example');
  ajv.addSchema(jsonSchema({ components: doc.components ?? {} }) as object, 'openapi');
  const check = (name: string, media: Media | undefined) => {
    assert.ok(media?.schema, `${name}: a schema`);
    assert.notEqual(media.example, undefined, `${name}: an example`);
    // Component references (#/components/schemas/...) resolve inside the document's components.
    const schema = JSON.parse(
      JSON.stringify(media.schema).replaceAll('"#/components/', '"openapi#/components/'),
    );
    const validate = ajv.compile(jsonSchema(schema) as object);
    assert.ok(validate(media.example), `${name}: ${ajv.errorsText(validate.errors)}`);
  };
  const operations = v1Operations(doc);
  assert.ok(operations.length >= 10, `${operations.length} /api/v1 operations`);
  let bodies = 0;
  for (const { path, method, op } of operations) {
    const name = `${method.toUpperCase()} ${path}`;
    check(`${name} 200`, op.responses?.['200']?.content?.['application/json']);
    if (op.requestBody) {
      bodies += 1;
      check(`${name} body`, op.requestBody.content?.['application/json']);
    }
  }
  assert.equal(bodies, 2, 'cancel and reschedule take a body');
});

test('a wrong example fails the check (the check can fail)', () => {
  const doc = t.app.swagger() as unknown as Document;
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  const media = doc.paths['/api/v1/bookings/{id}']?.get?.responses?.['200']?.content?.['application/json'];
  const validate = ajv.compile(jsonSchema(media?.schema ?? {}) as object);
  assert.ok(validate(media?.example));
  const example = media?.example as Record<string, unknown>;
  assert.ok(!validate({ ...example, status: 'maybe' }), 'an unknown status');
  assert.ok(!validate({ ...example, id: 'not-a-uuid' }), 'a bad id');
  const { attendee_email: _dropped, ...missing } = example;
  assert.ok(!validate(missing), 'a missing field');
});

test('the examples parse with the contract schemas the routes answer with', () => {
  eventTypeResponseSchema.parse(examples.eventTypeExample);
  availabilityResponseSchema.parse(examples.availabilityExample);
  freeTimesSchema.parse(examples.freeTimesExample);
  bookingsPageSchema.parse(examples.bookingsPageExample);
  for (const booking of [
    examples.bookingExample,
    examples.cancelledBookingExample,
    examples.rescheduledBookingExample,
  ]) {
    bookingResponseSchema.parse(booking);
  }
  cancellationSchema.parse(examples.cancelBodyExample);
  rescheduleSchema.parse(examples.rescheduleBodyExample);
  assert.equal(examples.cancelledBookingExample.status, 'cancelled');
  assert.notEqual(examples.rescheduledBookingExample.start_time, examples.bookingExample.start_time);
});
