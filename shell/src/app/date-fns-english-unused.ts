/**
 * Put by the shell's build (rsbuild.config.ts) in place of date-fns' English parsing and
 * relative-time texts, which no code of the shell or `shared` calls (they format dates only):
 * about 1 KB compressed less in start-libraries, the booking page's JS budget. The remotes bundle
 * their own date-fns, whole. A call fails loudly rather than wrongly.
 */
function unused(): never {
  throw new Error("date-fns' English parse and relative times are left out of the shell's build");
}

export const formatDistance = unused;
export const formatRelative = unused;
export const match = new Proxy({}, { get: unused });
