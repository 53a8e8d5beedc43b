// Which pages are attendee pages (docs/attendee-pages.md#the-server-render): the paths of the route
// table's attendee surface (/{username}/{slug}, /{username}, /cancel/{id}) and the remotes owning
// them, whose files the shell's server hints (attendee-preload.ts) and whose server module draws
// their first view (attendee-preview.source.ts).
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { routeForPath, routeTable, surfaceOf } from '@slotwise/shared/remote/route-table';

/**
 * The remote owning an attendee page at this path (path and query), or null for any other path
 * and for a tab previewing a remote build (`?preview-remote=`: it gets the full app and the
 * previewed files, neither this server's drawing nor its preload hints).
 */
export function attendeeRemoteOf(url: string): RemoteName | null {
  if (/[?&]preview-remote=/.test(url)) return null;
  const visit = routeForPath(url.split(/[?#]/)[0]);
  return visit && surfaceOf(visit.route) === 'attendee' ? visit.route.remote : null;
}

/** The remotes owning attendee pages (their modules are read when the server starts). */
export const attendeeRemotes: readonly RemoteName[] = [
  ...new Set(routeTable.filter((route) => surfaceOf(route) === 'attendee').map((route) => route.remote)),
];
