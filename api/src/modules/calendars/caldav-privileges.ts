/** The privileges that let a booking's new object be created (each contains `bind`). */
const WRITE_GRANTS = new Set(['all', 'write', 'bind']);

/**
 * Whether the connected user may write bookings into a CalDAV calendar, from the calendar's
 * `DAV:current-user-privilege-set` (RFC 3744 5.4) as tsdav parses it (names without their
 * namespace prefix, camel-cased: `write-content` is `writeContent`).
 *
 * Every booking first PUTs a new object into the calendar, which needs `DAV:bind` on the
 * collection (RFC 3744 3.9, RFC 4791 5.3.2); `DAV:write` and `DAV:all` are aggregates that contain
 * it. `write-content` alone only lets existing objects be replaced, so it does not make the
 * calendar writable. A server that does not report the set (no such property in a 2xx propstat)
 * keeps the behaviour from before the privilege was read: writable, and a refused PUT is
 * retried by the jobs runner like any failed write.
 */
export function writableFromPrivilegeSet(privilegeSet: unknown): boolean {
  if (privilegeSet === undefined || privilegeSet === null) return true;
  for (const name of privilegeNames(privilegeSet)) if (WRITE_GRANTS.has(name)) return true;
  return false;
}

/** The privileges named in the set: the child elements of each `privilege` element. */
export function privilegeNames(privilegeSet: unknown): Set<string> {
  const names = new Set<string>();
  if (typeof privilegeSet !== 'object' || privilegeSet === null) return names;
  const privileges = (privilegeSet as { privilege?: unknown }).privilege;
  for (const privilege of Array.isArray(privileges) ? privileges : [privileges]) {
    if (typeof privilege !== 'object' || privilege === null) continue;
    for (const name of Object.keys(privilege)) {
      if (!name.startsWith('_')) names.add(name);
    }
  }
  return names;
}
