/**
 * Ends the current task so the browser can paint and handle input before the next piece of
 * start-up work: each piece is then its own task, and none grows past 50 ms on a slow phone
 * (docs/attendee-pages.md#in-the-browser). `scheduler.yield()` where the browser has it (the
 * continuation keeps its place ahead of other tasks), else a new macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
