import { selectUser } from '@slotwise/shared/api/session.slice';
import { browserTimeZone } from '@slotwise/shared/datetime/browser-time-zone';
import { useAppSelector } from '@slotwise/shared/store/hooks';

/** The signed-in host's profile zone, in which every dashboard time is shown (docs/product.md#time-zones). */
export function useHostTimeZone(): string {
  return useAppSelector(selectUser)?.time_zone ?? browserTimeZone();
}
