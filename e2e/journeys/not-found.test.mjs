// An unknown address shows the not-found page with the path the visitor asked for.
import assert from 'node:assert/strict';
import { expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

journey('an unknown path shows "Oops! Page not found" and the path', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page/here', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

journey('an unknown booking link /someone/some-event shows the not-found page', async ({ page }) => {
  const response = await page.goto('/someone/some-event');
  assert.equal(response?.status(), 200, 'the shell serves every route of the app');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('/someone/some-event', { exact: true })).toBeVisible();
});
