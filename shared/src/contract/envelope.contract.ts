import { z } from 'zod';

/**
 * The envelope rule (docs/api.md#api-contract): a resource, a list of resources or
 * a computed answer is wrapped as `{ data }`; bodies whose shape the product spec fixes stay bare
 * (auth's `{ access_token, user }`, `GET /api/auth/me`, the paginated bookings list, the
 * settings profile, `{ message }` acknowledgements, errors). New endpoints wrap in `data`.
 * Clients unwrap with `unwrapData` (`@slotwise/shared/contract/data-envelope.contract`).
 */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Error bodies (docs/product.md#api-error-bodies): always a message; on 422 also field -> messages. */
export const errorSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** An acknowledgement without a resource, e.g. `{ message: 'Availability deleted' }`. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
