import { launchChromium } from './support/browser.mjs';
const browser = await launchChromium();
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, locale: 'en-US' });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.element ? e.element.tagName + ' ' + (e.element.closest('#server-preview') ? 'SERVER ' : 'APP ') + e.element.textContent.slice(0, 50) : '-']); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto('http://localhost:3000' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => window.__lcp));
await browser.close();
