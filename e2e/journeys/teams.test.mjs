// A host creates a team and invites a colleague by e-mail; the colleague, who has no account yet,
// opens the invitation mail's link, signs up from there and accepts it; the host deletes the team.
// The link's secret is the proof (docs/product.md#team-invitations): the new account's address is
// not verified, so without the link it would see no invitation.
import assert from 'node:assert/strict';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';

const { journey } = useJourneys();

/** The invitation link in a mail (the app page that sends its secret to the API). */
const INVITATION_LINK = /https?:\/\/[^\s"'<>]+(\/dashboard\/teams\?invitation=[A-Za-z0-9_-]+)/;

journey(
  'accept an invitation from its mail link: invite, sign up from the link, accept, delete the team',
  async ({ page, app }) => {
    const host = await registerByApi(app, newUser('teamhost'));
    const colleague = newUser('colleague');
    await signIn(page, host.username);

    await page.goto('/dashboard/teams');
    await expect(page.getByText('No teams created yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create Team' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create Team' });
    await createDialog.getByRole('textbox', { name: 'Name' }).fill('Support crew');
    await createDialog.getByRole('textbox', { name: 'Description' }).fill('Customer calls');
    await createDialog.getByRole('button', { name: 'Create' }).click();

    const team = page.getByRole('region', { name: 'Support crew' });
    await expect(team).toBeVisible();
    await expect(team.getByText('Customer calls')).toBeVisible();

    await team.getByRole('button', { name: 'Invite' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invite to Support crew' });
    await inviteDialog.getByRole('textbox', { name: 'Email' }).fill(colleague.email);
    await inviteDialog.getByRole('button', { name: 'Invite' }).click();
    // A pending invitation: shown by e-mail only, never the account's name.
    await expect(team.getByText(colleague.email).first()).toBeVisible();
    await expect(team.getByText('Pending')).toBeVisible();
    await expect(team.getByText('1 member', { exact: true })).toBeVisible();

    const invitation = await eventually(async () => {
      const mails = await readOutbox(app.outboxDir);
      return mails.find((mail) => mail.to.includes(colleague.email)) ?? null;
    }, 'the invitation e-mail in the outbox');
    assert.match(invitation.body, /Support crew/);
    const linkPath = INVITATION_LINK.exec(invitation.body)?.[1];
    assert.ok(linkPath, `an invitation link in: ${invitation.body}`);

    // The colleague opens the link signed out: signing in is asked first; they sign up from there.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.goto(linkPath);
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('First name').fill(colleague.name);
    await page.getByLabel('Last name').fill(colleague.surname);
    await page.getByLabel('Email', { exact: true }).fill(colleague.email);
    await page.getByLabel('Username').fill(colleague.username);
    await page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await page.getByLabel('Confirm password').fill(colleague.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Back on the link's page, signed in: the invitation it names, with Accept.
    await page.waitForURL('**/dashboard/teams?invitation=*');
    const offer = page.getByRole('region', { name: 'Team invitation' });
    await expect(offer.getByText('Support crew', { exact: true })).toBeVisible();
    await expect(offer.getByText(/invited you to join Support crew as Member/)).toBeVisible();
    // An unverified address sees no invitation in the list: only the link opens it.
    await expect(page.getByRole('region', { name: 'Invitations' })).toBeHidden();
    await expect(page.getByText('No teams created yet')).toBeVisible();
    await offer.getByRole('button', { name: 'Accept' }).click();
    const joined = page.getByRole('region', { name: 'Support crew' });
    await expect(joined).toBeVisible();
    await expect(joined.getByText('2 members')).toBeVisible();
    await expect(offer).toBeHidden();
    await eventually(async () => !page.url().includes('invitation='), 'the secret gone from the address');

    // The link works once.
    await page.goto(linkPath);
    await expect(
      page
        .getByRole('region', { name: 'Team invitation' })
        .getByText('This invitation link is not valid or has already been used.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await signIn(page, host.username);
    await page.goto('/dashboard/teams');
    await expect(team.getByText('2 members')).toBeVisible();

    await team.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(page.getByText('Team deleted successfully')).toBeVisible();
    await expect(page.getByText('No teams created yet')).toBeVisible();
  },
);
