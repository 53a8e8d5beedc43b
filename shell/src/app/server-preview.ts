/**
 * The shell's server may draw a page's first content into the HTML (#server-preview, see
 * shell/server/booking-preview.ts) so it paints before any JavaScript. It stays while the app
 * loads and goes as soon as the app shows the real page: a main heading, or an error.
 */
export function removeServerPreviewWhenPageShows(doc: Document = document): void {
  const preview = doc.getElementById('server-preview');
  const root = doc.getElementById('root');
  if (!preview || !root) return;
  const pageShows = () => root.querySelector('h1, [role="alert"]') !== null;
  const observer = new MutationObserver(() => {
    if (!pageShows()) return;
    observer.disconnect();
    preview.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}
