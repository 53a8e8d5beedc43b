// A host creates a team, invites a colleague by e-mail, and deletes the team.
import assert from 'node:assert/strict';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';

const { journey } = useJourneys();

journey('create a team, invite a member by e-mail, delete the team', async ({ page, app }) => {
  const host = await registerByApi(app, newUser('teamhost'));
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
  await inviteDialog.getByRole('textbox', { name: 'Email' }).fill('colleague@example.com');
  await inviteDialog.getByRole('button', { name: 'Invite' }).click();
  await expect(team.getByText('colleague@example.com').first()).toBeVisible();
  await expect(team.getByText('Invited')).toBeVisible();

  const invitation = await eventually(async () => {
    const mails = await readOutbox(app.outboxDir);
    return mails.find((mail) => mail.to.includes('colleague@example.com')) ?? null;
  }, 'the invitation e-mail in the outbox');
  assert.match(invitation.body, /Support crew/);

  await team.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByText('Team deleted successfully')).toBeVisible();
  await expect(page.getByText('No teams created yet')).toBeVisible();
});
