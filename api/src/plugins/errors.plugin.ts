import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldErrors, HttpError } from '../lib/http-errors.util';

const UNKNOWN_FIELD = 'This field is not allowed';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * Zod issues -> { field: [messages] }, the shape the
 * register screen reads (docs/product.md#api-error-bodies).
 */
export function issuesToFieldErrors(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = errors[field] ?? [];
    if (!list.includes(message)) errors[field] = [...list, message];
  };
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys)
        add(field ? `${field}.${String(key)}` : String(key), UNKNOWN_FIELD);
    } else if (!field) {
      add(
        'body',
        issue.keyword === 'invalid_type'
          ? 'The request body must be a JSON object'
          : (issue.message ?? 'Invalid value'),
      );
    } else {
      add(field, issue.message ?? 'Invalid value');
    }
  }
  return errors;
}

/** Every error answer is JSON with a clear `message`; client mistakes never become a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        const issues = (error.validation ?? []) as ValidationIssue[];
        return reply.code(422).send({ message: 'Validation failed', errors: issuesToFieldErrors(issues) });
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply.code(400).send({ message: 'Malformed JSON in request body' });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.code(400).send({ message: 'The request body is empty but its content type is JSON' });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply.code(415).send({ message: `Unsupported content type: send JSON (application/json)` });
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.code(413).send({ message: 'The request body is too large' });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message || 'Bad request' });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ message: 'Internal server error' });
    });

    app.setNotFoundHandler((_request, reply) => {
      reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'errors' },
);
