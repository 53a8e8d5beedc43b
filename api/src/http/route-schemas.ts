import { z } from 'zod';

/** Path ids are plain strings: a malformed id is an unknown resource (404), not a 422. */
export const idParams = z.object({ id: z.string() });
