import {
  type Availability,
  type availabilityInputSchema,
  availabilityMessages,
  type CreateSlotPayload,
  type DateOverride,
  minutesOfDay,
  type Slot,
  type SlotInput,
} from '@slotwise/shared/contract/availability.contract';
import type { z } from 'zod';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import { isForeignKeyBlock } from '../../db/pg-errors.util';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import {
  type AvailabilityRow,
  clearDefaultAvailability,
  countAvailabilities,
  countEventTypesBySchedule,
  deleteAvailabilityRow,
  deleteSlotRow,
  findAvailabilityRow,
  findOldestOtherAvailabilityId,
  findSlotRow,
  insertAvailability,
  insertSlot,
  listAvailabilityRows,
  listDaySlotRows,
  listOverrideRows,
  listSlotRows,
  lockHost,
  type NewOverrideRow,
  type OverrideRow,
  replaceOverrides,
  replaceSlots,
  type SlotRow,
  touchAvailability,
  updateAvailabilityRow,
  updateSlotRow,
} from './availability.repository';

/** The parsed body of POST / PUT /api/availabilities (defaults applied). */
export type AvailabilityBody = z.output<typeof availabilityInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const availabilityNotFound = () => new HttpError(404, { message: availabilityMessages.notFound });
const slotNotFound = () => new HttpError(404, { message: availabilityMessages.slotNotFound });

/** PostgreSQL's `time` reads back as 'HH:mm:ss'; the API speaks 'HH:mm' ('24:00' included). */
const hhmm = (time: string) => time.slice(0, 5);

function toSlot(row: SlotRow): Slot {
  return {
    id: row.id,
    availability_id: row.availabilityId,
    day_of_week: row.dayOfWeek,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
  };
}

/** One row per interval (or one unavailable row) per date -> one override per date. */
function toOverrides(rows: OverrideRow[]): DateOverride[] {
  const byDate = new Map<string, DateOverride>();
  for (const row of rows) {
    let override = byDate.get(row.date);
    if (!override) {
      override = { date: row.date, unavailable: false, intervals: [] };
      byDate.set(row.date, override);
    }
    if (row.unavailable) override.unavailable = true;
    else if (row.startTime && row.endTime) {
      override.intervals.push({ start_time: hhmm(row.startTime), end_time: hhmm(row.endTime) });
    }
  }
  return [...byDate.values()];
}

function toOverrideRows(overrides: AvailabilityBody['overrides']): NewOverrideRow[] {
  return (overrides ?? []).flatMap((override): NewOverrideRow[] =>
    override.unavailable
      ? [{ date: override.date, unavailable: true, startTime: null, endTime: null }]
      : override.intervals.map((interval) => ({
          date: override.date,
          unavailable: false,
          startTime: interval.start_time,
          endTime: interval.end_time,
        })),
  );
}

const toSlotRows = (slots: AvailabilityBody['slots']) =>
  (slots ?? []).map((slot) => ({
    dayOfWeek: slot.day_of_week,
    startTime: slot.start_time,
    endTime: slot.end_time,
  }));

/** 422 when [start, end) overlaps one of `others` (the other slots of the same day). */
function assertNoOverlap(slot: SlotInput, others: SlotRow[]): void {
  const start = minutesOfDay(slot.start_time);
  const end = minutesOfDay(slot.end_time);
  const overlaps = others.some(
    (other) => start < minutesOfDay(hhmm(other.endTime)) && minutesOfDay(hhmm(other.startTime)) < end,
  );
  if (overlaps) throw validationFailed({ start_time: [availabilityMessages.overlap] });
}

/**
 * Weekly schedules, their slots and date overrides
 * (docs/product.md#availability), always of the signed-in host.
 */
export class AvailabilityService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<Availability[]> {
    const rows = await listAvailabilityRows(this.db, userId);
    return this.present(this.db, rows);
  }

  async get(userId: string, id: string): Promise<Availability> {
    return this.load(this.db, userId, id);
  }

  async create(userId: string, body: AvailabilityBody): Promise<Availability> {
    return inTransaction(this.db, async (tx) => {
      await lockHost(tx, userId);
      // The first schedule of a host is the default whatever was asked.
      const isDefault = body.is_default === true || (await countAvailabilities(tx, userId)) === 0;
      if (isDefault) await clearDefaultAvailability(tx, userId);
      const row = await insertAvailability(tx, {
        userId,
        name: body.name,
        timeZone: body.time_zone,
        isDefault,
      });
      await replaceSlots(tx, row.id, toSlotRows(body.slots));
      await replaceOverrides(tx, row.id, toOverrideRows(body.overrides));
      return this.load(tx, userId, row.id);
    });
  }

  async update(userId: string, id: string, body: AvailabilityBody): Promise<Availability> {
    if (!UUID.test(id)) throw availabilityNotFound();
    return inTransaction(this.db, async (tx) => {
      await lockHost(tx, userId);
      const row = await findAvailabilityRow(tx, userId, id);
      if (!row) throw availabilityNotFound();
      if (body.is_default === false && row.isDefault) {
        throw validationFailed(
          { is_default: [availabilityMessages.keepOneDefault] },
          availabilityMessages.keepOneDefault,
        );
      }
      const becomesDefault = body.is_default === true && !row.isDefault;
      if (becomesDefault) await clearDefaultAvailability(tx, userId);
      await updateAvailabilityRow(tx, id, {
        name: body.name,
        timeZone: body.time_zone,
        isDefault: becomesDefault ? true : undefined,
      });
      if (body.slots) await replaceSlots(tx, id, toSlotRows(body.slots));
      if (body.overrides) await replaceOverrides(tx, id, toOverrideRows(body.overrides));
      return this.load(tx, userId, id);
    });
  }

  async setDefault(userId: string, id: string): Promise<Availability> {
    if (!UUID.test(id)) throw availabilityNotFound();
    return inTransaction(this.db, async (tx) => {
      await lockHost(tx, userId);
      const row = await findAvailabilityRow(tx, userId, id);
      if (!row) throw availabilityNotFound();
      if (!row.isDefault) {
        await clearDefaultAvailability(tx, userId);
        await updateAvailabilityRow(tx, id, { isDefault: true });
      }
      return this.load(tx, userId, id);
    });
  }

  /** Refused while an event type uses it, and for the last schedule; the default moves to the oldest. */
  async remove(userId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw availabilityNotFound();
    try {
      await inTransaction(this.db, async (tx) => {
        await lockHost(tx, userId);
        const row = await findAvailabilityRow(tx, userId, id);
        if (!row) throw availabilityNotFound();
        const inUse = (await countEventTypesBySchedule(tx, [id])).get(id) ?? 0;
        if (inUse > 0) throw new HttpError(409, { message: availabilityMessages.inUse });
        if ((await countAvailabilities(tx, userId)) <= 1) {
          throw new HttpError(409, { message: availabilityMessages.lastSchedule });
        }
        await deleteAvailabilityRow(tx, id);
        if (row.isDefault) {
          const next = await findOldestOtherAvailabilityId(tx, userId, id);
          if (next) await updateAvailabilityRow(tx, next, { isDefault: true });
        }
      });
    } catch (error) {
      // An event type referenced it after all (the foreign key restricts the delete).
      if (isForeignKeyBlock(error)) {
        throw new HttpError(409, { message: availabilityMessages.inUse });
      }
      throw error;
    }
  }

  async createSlot(userId: string, body: CreateSlotPayload): Promise<Slot> {
    const { availability_id: availabilityId, ...slot } = body;
    return inTransaction(this.db, async (tx) => {
      await lockHost(tx, userId);
      const schedule = await findAvailabilityRow(tx, userId, availabilityId);
      if (!schedule) throw availabilityNotFound();
      assertNoOverlap(slot, await listDaySlotRows(tx, availabilityId, slot.day_of_week));
      const row = await insertSlot(tx, availabilityId, {
        dayOfWeek: slot.day_of_week,
        startTime: slot.start_time,
        endTime: slot.end_time,
      });
      await touchAvailability(tx, availabilityId);
      return toSlot(row);
    });
  }

  async updateSlot(userId: string, slotId: string, slot: SlotInput): Promise<Slot> {
    if (!UUID.test(slotId)) throw slotNotFound();
    return inTransaction(this.db, async (tx) => {
      await lockHost(tx, userId);
      const existing = await findSlotRow(tx, userId, slotId);
      if (!existing) throw slotNotFound();
      assertNoOverlap(slot, await listDaySlotRows(tx, existing.availabilityId, slot.day_of_week, slotId));
      const row = await updateSlotRow(tx, slotId, {
        dayOfWeek: slot.day_of_week,
        startTime: slot.start_time,
        endTime: slot.end_time,
      });
      await touchAvailability(tx, existing.availabilityId);
      return toSlot(row);
    });
  }

  async deleteSlot(userId: string, slotId: string): Promise<void> {
    if (!UUID.test(slotId)) throw slotNotFound();
    await inTransaction(this.db, async (tx) => {
      await lockHost(tx, userId);
      const existing = await findSlotRow(tx, userId, slotId);
      if (!existing) throw slotNotFound();
      await deleteSlotRow(tx, slotId);
      await touchAvailability(tx, existing.availabilityId);
    });
  }

  private async load(db: DbExecutor, userId: string, id: string): Promise<Availability> {
    if (!UUID.test(id)) throw availabilityNotFound();
    const row = await findAvailabilityRow(db, userId, id);
    if (!row) throw availabilityNotFound();
    const [availability] = await this.present(db, [row]);
    return availability;
  }

  private async present(db: DbExecutor, rows: AvailabilityRow[]): Promise<Availability[]> {
    const ids = rows.map((row) => row.id);
    // One after the other: `db` may be a transaction, which runs one query at a time.
    const slots = await listSlotRows(db, ids);
    const overrides = await listOverrideRows(db, ids);
    const usage = await countEventTypesBySchedule(db, ids);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      time_zone: row.timeZone,
      is_default: row.isDefault,
      slots: slots.filter((slot) => slot.availabilityId === row.id).map(toSlot),
      overrides: toOverrides(overrides.filter((override) => override.availabilityId === row.id)),
      event_types_count: usage.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }
}
