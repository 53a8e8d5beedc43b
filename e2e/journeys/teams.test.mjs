// A host creates a team and invites a colleague by e-mail; the colleague accepts the invitation
// on their Teams page; the host deletes the team.
import assert from 'node:assert/strict';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';

const { journey } = useJourneys();

journey('create a team, invite a member by e-mail who accepts, delete the team', async ({ page, app }) => {
  const host = await registerByApi(app, newUser('teamhost'));
  const colleague = await registerByApi(app, newUser('colleague'));
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

  // The colleague is not a member until they accept on their Teams page.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
  await signIn(page, colleague.username);
  await page.goto('/dashboard/teams');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  const offer = invitations.getByRole('listitem', { name: 'Support crew' });
  await expect(offer).toBeVisible();
  await expect(page.getByText('No teams created yet')).toBeVisible();
  await offer.getByRole('button', { name: 'Accept' }).click();
  const joined = page.getByRole('region', { name: 'Support crew' });
  await expect(joined).toBeVisible();
  await expect(joined.getByText('2 members')).toBeVisible();
  await expect(invitations).toBeHidden();

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
});
