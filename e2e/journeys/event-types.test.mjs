// A host builds a schedule and an event type, shares its link, edits, deactivates and deletes it.
import assert from 'node:assert/strict';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/**
 * Opens a card's menu and picks an item.
 * @param {import('playwright-core').Page} page
 * @param {string} title
 * @param {string} item
 */
async function cardAction(page, title, item) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * What a visitor (no session) sees at a public link: not found, not available, or the booking page.
 * @param {import('playwright-core').Browser} browser
 * @param {string} link
 */
async function visitAsVisitor(browser, link) {
  const visitor = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-US' });
  try {
    const page = await visitor.newPage();
    await page.goto(link);
    // Either the not-found page or the booking page, once the remote has rendered.
    const notFound = page.getByRole('heading', { name: 'Oops! Page not found' });
    const unavailable = page.getByRole('heading', { name: 'This event is not available' });
    const bookingTitle = page.getByRole('heading', { name: 'Strategy Session' });
    await notFound.or(unavailable).or(bookingTitle).first().waitFor({ state: 'visible', timeout: 20_000 });
    if ((await notFound.count()) > 0) return 'not-found';
    return (await unavailable.count()) > 0 ? 'not-available' : 'booking-page';
  } finally {
    await visitor.close();
  }
}

journey(
  'a schedule with a split Monday and an override, an event type on it, its link, edit, deactivate, delete',
  async ({ page, context, app }) => {
    const host = await registerByApi(app, newUser('hostet'));
    await signIn(page, host.username);

    // A schedule: Monday 9-12 and 13-17, Tuesday to Friday 9-17, one date with its own hours.
    await page.goto('/dashboard/availability');
    await expect(page.getByRole('link', { name: 'Working hours' })).toBeVisible();
    await page.getByRole('link', { name: 'New schedule' }).click();
    await expectPath(page, '/dashboard/availability/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Split Monday');
    await page.getByLabel('Monday, hours 1, end').selectOption('12:00');
    await page.getByRole('button', { name: 'Add hours to Monday' }).click();
    await page.getByLabel('Monday, hours 2, start').selectOption('13:00');
    await page.getByLabel('Monday, hours 2, end').selectOption('17:00');
    await page.getByRole('button', { name: 'Add a date override' }).click();
    await page.getByLabel('Override 1 date').fill('2031-03-14');
    await page.getByLabel('Override 1, hours 1, start').selectOption('10:00');
    await page.getByLabel('Override 1, hours 1, end').selectOption('12:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/dashboard/availability');
    await expect(page.getByRole('link', { name: 'Split Monday' })).toBeVisible();
    await expect(
      page.getByText('Mon, 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM; Tue–Fri, 9:00 AM – 5:00 PM'),
    ).toBeVisible();
    await expect(page.getByText('1 date override')).toBeVisible();

    // An event type on that schedule.
    await page.goto('/dashboard/event-types');
    await expect(page.getByText("You don't have any event types yet")).toBeVisible();
    await page.getByRole('button', { name: 'New Event Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Event Type' });
    await dialog.getByLabel('Title').fill('Strategy Session');
    assert.equal(await dialog.getByLabel('URL slug').inputValue(), 'strategy-session');
    await dialog.getByLabel('Availability schedule').selectOption({ label: 'Split Monday' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Strategy Session' })).toBeVisible();
    await expect(page.getByText('You have 1 event type')).toBeVisible();

    // Copy its public link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await cardAction(page, 'Strategy Session', 'Copy Link');
    await expect(page.getByText('Copied!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, `${app.url}/${host.username}/strategy-session`);
    await expect(page.getByText('Copied!')).toBeHidden({ timeout: 5_000 });

    // A visitor can open it (the booking page itself belongs to another remote).
    assert.equal(await visitAsVisitor(context.browser(), link), 'booking-page');

    // Edit: 45 minutes.
    await cardAction(page, 'Strategy Session', 'Edit');
    const editDialog = page.getByRole('dialog', { name: 'Edit Event Type' });
    assert.notEqual(await editDialog.getByLabel('Availability schedule').inputValue(), '');
    await editDialog.getByLabel('Duration', { exact: true }).selectOption('45');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog).toBeHidden();
    await expect(page.getByRole('article').getByText('45 min')).toBeVisible();

    // Deactivate: the public link then says the event is not available (docs/product.md#public-profile-page).
    await cardAction(page, 'Strategy Session', 'Edit');
    await editDialog.getByRole('tab', { name: 'Advanced' }).click();
    await editDialog.getByText('Active', { exact: true }).click();
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog).toBeHidden();
    await expect(page.getByRole('article').getByText('Inactive', { exact: true })).toBeVisible();
    assert.equal(await visitAsVisitor(context.browser(), link), 'not-available');

    // Delete, after confirming.
    await cardAction(page, 'Strategy Session', 'Delete');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to delete this event type?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText("You don't have any event types yet")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Strategy Session' })).toBeHidden();
  },
);
