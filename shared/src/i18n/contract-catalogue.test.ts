import { loginSchema } from '@slotwise/shared/contract/auth.contract';
import { teamEventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { teamMessages } from '@slotwise/shared/contract/teams.contract';
import { validationMessages } from '@slotwise/shared/contract/validation-messages.contract';
import { contractCatalogue, translateContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { changeAppLanguage, i18n } from '@slotwise/shared/i18n/i18n';
import { otherLanguages } from '@slotwise/shared/i18n/languages';

const t = ((key: string, values?: Record<string, unknown>) =>
  i18n.t(key, { ns: contractCatalogue.namespace, ...values })) as Parameters<
  typeof translateContractMessage
>[1];

describe('the contract catalogue', () => {
  it('writes the contract’s parameterised messages exactly as the contract does', () => {
    expect(translateContractMessage(validationMessages.minLength(8), t)).toBe(
      validationMessages.minLength(8),
    );
    expect(translateContractMessage(validationMessages.maxLength(120), t)).toBe(
      validationMessages.maxLength(120),
    );
  });

  it('translates zod and API messages at display time, leaving unknown ones as they are', async () => {
    const parsed = loginSchema.safeParse({ login: 'ab', password: '' });
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    await changeAppLanguage('de');
    expect(messages.map((message) => translateContractMessage(message, t))).toEqual([
      'E-Mail-Adresse oder Benutzername muss mindestens 3 Zeichen lang sein',
      'Dieses Feld ist erforderlich',
    ]);
    expect(translateContractMessage(validationMessages.minLength(8), t)).toBe(
      'Dieses Feld muss mindestens 8 Zeichen lang sein',
    );
    expect(translateContractMessage('Something the contract never says', t)).toBe(
      'Something the contract never says',
    );
  });

  // Team messages (docs/product.md#teams) are contract messages like the others: each has a key,
  // so the pages show it in every language.
  it.each(otherLanguages)('translates every team message into %s', async (language) => {
    const english = new Set(Object.values(contractCatalogue.en));
    await changeAppLanguage(language);
    for (const message of [...Object.values(teamMessages), ...Object.values(teamEventTypeMessages)]) {
      expect({ message, known: english.has(message) }).toEqual({ message, known: true });
      expect(translateContractMessage(message, t)).not.toBe(message);
    }
  });

  it.each(otherLanguages)(
    'has exactly the keys of English in %s, with its placeholders',
    async (language) => {
      const messages = (await contractCatalogue.loaders[language]()).default;
      expect(Object.keys(messages).sort()).toEqual(Object.keys(contractCatalogue.en).sort());
      for (const [key, english] of Object.entries(contractCatalogue.en)) {
        const text = messages[key as keyof typeof messages];
        expect(text.trim()).not.toBe('');
        expect(text.includes('{{count}}')).toBe(english.includes('{{count}}'));
      }
    },
  );
});
