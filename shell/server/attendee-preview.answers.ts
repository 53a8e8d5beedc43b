// The API's answers an attendee page is drawn from (attendee-preview.source.ts names the calls),
// asked by the shell's server before it sends the page, and handed to the page with it
// (attendee-preview.page.ts) so that the page does not ask again.

/**
 * The API's answers to the module's calls, keyed by path; a call that fails, errs or is late
 * is left out (the module then draws nothing and the page asks itself). Never waits long: the
 * HTML must not be late.
 */
export async function fetchApiAnswers(
  apiOrigin: string,
  calls: readonly string[],
  {
    timeoutMs = 800,
    fetchImpl = fetch,
    refusals,
  }: {
    timeoutMs?: number;
    fetchImpl?: typeof fetch;
    /** Where the bodies of 4xx answers go, by path (the framing rule reads them: serving-rules.ts). */
    refusals?: Record<string, unknown>;
  } = {},
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    calls.map(async (path) => {
      if (!path.startsWith('/api/')) return;
      try {
        const response = await fetchImpl(`${apiOrigin}${path}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) answers[path] = await response.json();
        else if (refusals && response.status >= 400 && response.status < 500)
          refusals[path] = await response.json().catch(() => null);
      } catch {
        // Left out.
      }
    }),
  );
  return answers;
}
