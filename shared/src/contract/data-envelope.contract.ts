// Kept apart from the zod envelope schemas (envelope.contract) so the attendee pages can unwrap a
// response without loading the validation library.

/** A body wrapped by `dataEnvelope(schema)` on the API (docs/api.md#api-contract). */
export interface DataEnvelope<T> {
  data: T;
}

/** The one way a client reads a wrapped body: `transformResponse: unwrapData<X>`. */
export const unwrapData = <T>(response: DataEnvelope<T>): T => response.data;
