import { catalogueReady } from '@slotwise/shared/i18n/i18n';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { type ComponentType, lazy } from 'react';
import { loadAttendeeModule } from '../remote-loading/load-remote-module';

/**
 * The lazy component of an attendee page: the remote's './attendee' module, its texts in the
 * current language, then the page of `path`. A new one per attempt: React caches a lazy's
 * failure, so a retry needs a new one.
 */
export function lazyAttendeePage(
  remote: RemoteName,
  path: string,
  attempt: number,
  NotFound: ComponentType,
): ComponentType<AttendeePageProps> {
  return lazy(async () => {
    const module = await loadAttendeeModule(remote, attempt);
    await catalogueReady(module.catalogues ?? []);
    const route = module.routes.find((candidate) => candidate.path === path);
    return { default: route ? route.Component : NotFound };
  });
}
