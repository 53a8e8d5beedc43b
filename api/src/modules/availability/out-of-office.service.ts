import type { outOfOfficeInputSchema } from '@slotwise/shared/contract/out-of-office.contract';
import {
  type OutOfOffice,
  type OutOfOfficeReason,
  type OutOfOfficeTeammate,
  outOfOfficeLimits,
  outOfOfficeMessages,
  type PublicAway,
} from '@slotwise/shared/contract/out-of-office.contract';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/database';
import { pgError } from '../../db/pg-errors.util';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import {
  countOutOfOffice,
  deleteOutOfOffice,
  findAwayPeriod,
  findOutOfOffice,
  findUserTimeZone,
  hasActivePersonalType,
  insertOutOfOffice,
  listOutOfOffice,
  listTeammates,
  type OutOfOfficeValues,
  type OutOfOfficeWithTeammate,
  sharesTeam,
  updateOutOfOffice,
} from './out-of-office.repository';

export type OutOfOfficeBody = z.output<typeof outOfOfficeInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 86_400_000;
const notFound = () => new HttpError(404, { message: outOfOfficeMessages.notFound });

/** 'YYYY-MM-DD' of an instant in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function toOutOfOffice(row: OutOfOfficeWithTeammate): OutOfOffice {
  return {
    id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    reason: row.reason as OutOfOfficeReason,
    teammate: row.teammate,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A host's days away (docs/product.md#out-of-office): free times inside them are empty
 * (SchedulingService reads them), and the booking page names the last day and the teammate.
 */
export class OutOfOfficeService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<OutOfOffice[]> {
    return (await listOutOfOffice(this.db, userId)).map(toOutOfOffice);
  }

  async teammates(userId: string): Promise<OutOfOfficeTeammate[]> {
    return listTeammates(this.db, userId);
  }

  async create(userId: string, body: OutOfOfficeBody, now = new Date()): Promise<OutOfOffice> {
    return this.save(userId, null, body, now);
  }

  async update(userId: string, id: string, body: OutOfOfficeBody, now = new Date()): Promise<OutOfOffice> {
    if (!UUID.test(id)) throw notFound();
    return this.save(userId, id, body, now);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await deleteOutOfOffice(this.db, userId, id))) throw notFound();
  }

  private async save(
    userId: string,
    id: string | null,
    body: OutOfOfficeBody,
    now: Date,
  ): Promise<OutOfOffice> {
    const today = dateIn(now, await findUserTimeZone(this.db, userId));
    if (body.end_date < today) throw validationFailed({ end_date: [outOfOfficeMessages.inThePast] });
    const teammateId = body.teammate_id ?? null;
    if (teammateId && (teammateId === userId || !(await sharesTeam(this.db, userId, teammateId)))) {
      throw validationFailed({ teammate_id: [outOfOfficeMessages.teammateNotFound] });
    }
    const values: OutOfOfficeValues = {
      startDate: body.start_date,
      endDate: body.end_date,
      reason: body.reason,
      teammateId,
    };
    try {
      const savedId = await inTransaction(this.db, async (tx: DbExecutor) => {
        if (id) {
          if (!(await updateOutOfOffice(tx, userId, id, values))) throw notFound();
          return id;
        }
        if ((await countOutOfOffice(tx, userId)) >= outOfOfficeLimits.maxEntries) {
          throw new HttpError(409, { message: outOfOfficeMessages.tooMany });
        }
        return insertOutOfOffice(tx, userId, values);
      });
      const saved = await findOutOfOffice(this.db, userId, savedId);
      if (!saved) throw notFound();
      return toOutOfOffice(saved);
    } catch (error) {
      // 23P01: out_of_office_no_overlap refused a period overlapping another of the host's.
      if (pgError(error)?.code === '23P01')
        throw validationFailed({ start_date: [outOfOfficeMessages.overlap] });
      throw error;
    }
  }

  /**
   * What the booking page of the host's type `slug` announces: the host's first period not over
   * yet that begins within the type's booking window, with the teammate's page for the same kind
   * of meeting (their active personal type of the same slug, else their profile). Null when none.
   */
  async publicAway(
    host: { id: string; timeZone: string },
    slug: string | null,
    bookingWindowDays: number,
    now = new Date(),
  ): Promise<PublicAway | null> {
    const today = dateIn(now, host.timeZone);
    const lastDate = dateIn(new Date(now.getTime() + bookingWindowDays * DAY), host.timeZone);
    const period = await findAwayPeriod(this.db, host.id, today, lastDate);
    if (!period) return null;
    const { teammate } = period;
    let path: string | null = null;
    if (teammate) {
      const sameType = slug !== null && (await hasActivePersonalType(this.db, teammate.id, slug));
      path = sameType ? `/${teammate.username}/${slug}` : `/${teammate.username}`;
    }
    return {
      from: period.startDate,
      until: period.endDate,
      current: period.startDate <= today,
      teammate: teammate && path ? { name: teammate.name, surname: teammate.surname, path } : null,
    };
  }
}
