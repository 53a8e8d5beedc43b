import { nulCharacterMessage } from '@slotwise/shared/contract/validation-messages.contract';
import fp from 'fastify-plugin';
import { HttpError, validationFailed } from '../lib/http-errors.util';

/**
 * The first field (dotted path) whose key or string value holds U+0000, or null. PostgreSQL's
 * text cannot store it, so such input would fail deep in a query; it is refused up front.
 */
export function findNulField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, inner] of entries) {
    const field = path ? `${path}.${key}` : String(key);
    // A NUL in a key is reported without it (the name is echoed in the answer).
    if (String(key).includes('\u0000')) return field.replaceAll('\u0000', '');
    const found = findNulField(inner, field, depth + 1);
    if (found) return found;
  }
  return null;
}

const UUID_ANY_CASE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in lower case, as PostgreSQL prints them, so that code comparing ids in JS agrees with SQL. */
function lowerCaseIds(values: unknown): void {
  if (!values || typeof values !== 'object') return;
  const record = values as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && UUID_ANY_CASE.test(value)) record[key] = value.toLowerCase();
  }
}

/**
 * One check for every route, before schema validation: a NUL byte in a path parameter is no
 * resource (404); in the query string or the JSON body it is a validation error (422). The
 * shared contract refuses it too, so the forms say so before sending. UUIDs in the path and
 * the query are made lower-case.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (findNulField(request.params)) throw new HttpError(404, { message: 'Not found' });
      const field = findNulField(request.query) ?? findNulField(request.body);
      if (field) throw validationFailed({ [field]: [nulCharacterMessage] });
      lowerCaseIds(request.params);
      lowerCaseIds(request.query);
    });
  },
  { name: 'input-guard' },
);
