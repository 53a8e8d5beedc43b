import type { FastifyBaseLogger } from 'fastify';
import type { BusyTimeRange, CalendarProvider } from './calendar-provider';

/** How long free times wait for one provider; past it, that provider's busy time is left out. */
export const DEFAULT_PROVIDER_WAIT_MS = 8_000;

/**
 * The scheduler's busy source: every provider's busy time, asked in parallel, each bounded by
 * `waitMs`. A provider that fails or is too slow counts as no busy time for this answer (the
 * page keeps working; the connection shows the error to the host, docs/calendars.md#failure-behaviour).
 */
export function combinedBusySource(
  providers: CalendarProvider[],
  log: FastifyBaseLogger,
  waitMs = DEFAULT_PROVIDER_WAIT_MS,
): (hostId: string, from: Date, to: Date) => Promise<BusyTimeRange[]> {
  return async (hostId, from, to) => {
    const answers = await Promise.all(
      providers.map(async (provider) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<BusyTimeRange[]>((resolve) => {
          timer = setTimeout(() => {
            log.warn(
              { hostId, provider: provider.kind, waitMs },
              'calendar provider too slow; busy time left out',
            );
            resolve([]);
          }, waitMs);
        });
        const answer = provider.busyTimes(hostId, from, to).catch((err: unknown) => {
          log.warn({ err, hostId, provider: provider.kind }, 'calendar provider failed; busy time left out');
          return [] as BusyTimeRange[];
        });
        try {
          return await Promise.race([answer, late]);
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    return answers.flat();
  };
}
