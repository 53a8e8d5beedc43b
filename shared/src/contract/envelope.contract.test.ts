import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import { z } from 'zod';

describe('the response envelope', () => {
  test('dataEnvelope wraps a schema in data, and unwrapData reads it back', () => {
    const wrapped = dataEnvelope(z.object({ id: z.string() }));
    const body = wrapped.parse({ data: { id: 'a', secret: 'x' }, extra: 1 });
    // What the API sends: unknown keys dropped, the payload under data.
    expect(body).toEqual({ data: { id: 'a' } });
    expect(unwrapData(body)).toEqual({ id: 'a' });
    expect(wrapped.safeParse({ id: 'a' }).success).toBe(false);
  });

  test('the error envelope keeps message, error and field errors, and nothing else', () => {
    const body = { message: 'Validation failed', errors: { name: ['Value is required'] }, stack: 'x' };
    expect(errorSchema.parse(body)).toEqual({
      message: 'Validation failed',
      errors: { name: ['Value is required'] },
    });
    expect(errorSchema.safeParse({ errors: {} }).success).toBe(false);
  });
});
