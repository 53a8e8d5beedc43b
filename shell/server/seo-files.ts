// robots.txt and sitemap.xml of the public site: the pages anyone may open without a link of
// their own (the route table's open and guest pages without parameters), never the dashboard.
import { routeTable } from '@slotwise/shared/remote/route-table';

/** Open pages a search engine has nothing to do with (they only work from their link). */
const notListed = new Set(['/reset-password', '/auth/google/callback']);

export function publicSitePaths(): string[] {
  return routeTable
    .filter((route) => route.access !== 'auth' && !route.path.includes(':') && !notListed.has(route.path))
    .map((route) => route.path);
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    `Sitemap: ${base(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function sitemapXml(publicUrl: string): string {
  const urls = publicSitePaths().map(
    (path) =>
      `  <url><loc>${`${base(publicUrl)}${path}`.replace(/[&<>"']/g, (c) => xmlEscapes[c])}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
