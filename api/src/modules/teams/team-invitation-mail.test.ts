import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { supportedLanguages } from '@slotwise/shared/contract/limits.contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.schema';
import { waitForMail } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { teamInvitationMail, teamInvitationTexts } from './team-invitation-mail';

// The invitation mail is in the invitee's profile language, else the inviter's (docs/product.md#teams).

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

type Account = Awaited<ReturnType<typeof registerAccount>>;
const call = (account: Account, method: 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${account.accessToken}` } });

async function speaking(language: string, name: string) {
  const account = await registerAccount(t.app, { name });
  await t.app.db.update(users).set({ language }).where(eq(users.id, account.user.id));
  return account;
}

describe('team invitation mail', () => {
  test('an account is invited in its language; an unknown address in the inviter’s; the answer is the same', async () => {
    const owner = await speaking('fr', 'Odile');
    const member = await speaking('de', 'Dieter');
    const team = (await call(owner, 'POST', '/api/teams', { name: 'Vertrieb' })).json().data as {
      id: string;
    };
    const known = await call(owner, 'POST', `/api/teams/${team.id}/members`, { email: member.user.email });
    const unknownEmail = `nobody.lang.${process.pid}@example.com`;
    const unknown = await call(owner, 'POST', `/api/teams/${team.id}/members`, { email: unknownEmail });
    assert.equal(known.statusCode, 201, known.body);
    assert.equal(unknown.statusCode, 201, unknown.body);
    assert.deepEqual(Object.keys(known.json().data).sort(), Object.keys(unknown.json().data).sort());

    const toMember = await waitForMail(t.config.outboxDir, member.user.email);
    assert.ok(
      toMember.decoded.includes('Odile hat dich zum Team „Vertrieb“ auf Slotwise eingeladen.'),
      toMember.decoded,
    );
    assert.ok(toMember.decoded.includes(`${t.config.publicUrl}/dashboard/teams`));
    const toUnknown = await waitForMail(t.config.outboxDir, unknownEmail);
    assert.ok(
      toUnknown.decoded.includes("Odile vous a invité à rejoindre l'équipe « Vertrieb » sur Slotwise."),
      toUnknown.decoded,
    );

    // The German member accepts in Teams and is a member.
    const [invitation] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/teams/invitations',
        headers: { authorization: `Bearer ${member.accessToken}` },
      })
    ).json().data as { id: string }[];
    assert.equal(
      (await call(member, 'POST', `/api/teams/invitations/${invitation?.id}/accept`)).statusCode,
      200,
    );
  });

  test('the texts exist in every language and are translated', () => {
    for (const language of supportedLanguages) {
      const texts = teamInvitationTexts[language];
      assert.ok(texts, language);
      if (language === 'en') continue;
      assert.notEqual(texts.subject('X'), teamInvitationTexts.en.subject('X'), language);
      assert.notEqual(texts.lead('X', 'Y'), teamInvitationTexts.en.lead('X', 'Y'), language);
      assert.notEqual(texts.action, teamInvitationTexts.en.action, language);
      assert.notEqual(texts.someone, teamInvitationTexts.en.someone, language);
    }
  });

  test('an inviter without a name is named in the mail’s language, not in English', () => {
    const url = 'https://slotwise.test/dashboard/teams';
    const german = teamInvitationMail('x@example.com', 'Vertrieb', null, url, 'de');
    assert.ok(german.text.includes('Jemand auf Slotwise hat dich zum Team „Vertrieb“'), german.text);
    assert.ok(!german.text.includes('A Slotwise user'), german.text);
    for (const language of supportedLanguages) {
      const mail = teamInvitationMail('x@example.com', 'T', null, url, language);
      assert.ok(mail.text.includes(teamInvitationTexts[language].someone), language);
    }
    const named = teamInvitationMail('x@example.com', 'T', 'Odile', url, 'fr');
    assert.ok(named.text.includes('Odile vous a invité'), named.text);
  });
});
