// axe on the public pages: no serious or critical violation.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/** @param {import('playwright-core').Page} page */
async function assertNoSeriousViolations(page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const describeNode = (node) =>
    `${node.target.join(' ')}  ${node.html.slice(0, 100)}\n      ${(node.any[0] ?? node.all[0])?.message ?? ''}`;
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 5).map(describeNode).join('\n    ')}`)
    .join('\n');
  assert.equal(serious.length, 0, `axe found serious/critical violations on ${page.url()}:\n${report}`);
}

for (const width of [1280, 390]) {
  const viewport = { width, height: 800 };

  journey(
    `landing page (${width} px) has no serious accessibility violations`,
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `login page (${width} px) has no serious accessibility violations`,
    async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `register page (${width} px) has no serious accessibility violations`,
    async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );
}
