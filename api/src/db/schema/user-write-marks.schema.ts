import { customType, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

const pgLsn = customType<{ data: string }>({ dataType: () => 'pg_lsn' });

/**
 * The primary's WAL position after a user's latest write, or after someone else changed their
 * bookings (migration 0027, docs/database.md#reads-and-standbys): the user's lists read a
 * standby only once it has replayed that far. Written only when standbys are configured.
 */
export const userWriteMarks = pgTable('user_write_marks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lsn: pgLsn('lsn').notNull(),
});
