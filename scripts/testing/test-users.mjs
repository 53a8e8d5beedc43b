// Test accounts, unique per call (the journeys and the bench register them).
import { randomBytes } from 'node:crypto';

export const password = 'Correct-horse-battery-42';

/** @param {string} prefix */
export function newUser(prefix = 'user') {
  const id = randomBytes(4).toString('hex');
  return {
    name: 'Ada',
    surname: 'Lovelace',
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.test`,
    password,
  };
}
