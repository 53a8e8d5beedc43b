import { catalogueReady } from '@slotwise/shared/i18n/i18n';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { type ComponentType, lazy } from 'react';
import { loadAttendeeModule } from '../remote-loading/load-remote-module';

/**
 * The component of an attendee page: the remote's './attendee' module, its texts in the current
 * language, then the page of `path` (`NotFound` when the module has no such page).
 */
export async function loadAttendeePage(
  remote: RemoteName,
  path: string,
  attempt: number,
  NotFound: ComponentType,
): Promise<ComponentType<AttendeePageProps>> {
  const module = await loadAttendeeModule(remote, attempt);
  await catalogueReady(module.catalogues ?? []);
  const route = module.routes.find((candidate) => candidate.path === path);
  // A page whose code loads when shown renders at once (and can hydrate the drawn page).
  await route?.preload?.();
  // NotFound takes none of the page's props.
  return route ? route.Component : (NotFound as ComponentType<AttendeePageProps>);
}

/**
 * The same as a lazy component. A new one per attempt: React caches a lazy's failure, so a retry
 * needs a new one.
 */
export function lazyAttendeePage(
  remote: RemoteName,
  path: string,
  attempt: number,
  NotFound: ComponentType,
): ComponentType<AttendeePageProps> {
  return lazy(async () => ({ default: await loadAttendeePage(remote, path, attempt, NotFound) }));
}
