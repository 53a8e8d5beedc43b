import { eventTypeInputSchema, eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';
import { contractCatalogue, translateContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { changeAppLanguage, i18n } from '@slotwise/shared/i18n/i18n';

const t = ((key: string, values?: Record<string, unknown>) =>
  i18n.t(key, { ns: contractCatalogue.namespace, ...values })) as Parameters<
  typeof translateContractMessage
>[1];

const maxParticipantsIssues = (event_type: string) => {
  const parsed = eventTypeInputSchema.safeParse({ title: 'Demo', slug: 'demo', event_type });
  return parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => issue.path.join('.') === 'max_participants')
        .map((i) => i.message);
};

// Seats are required of group types only; collective seats are optional (docs/product.md#teams).
describe('max_participants of an event type', () => {
  it('is required of a group type only, and the message says so', () => {
    expect(maxParticipantsIssues('group')).toEqual([
      'Group event types need a maximum number of participants',
    ]);
    expect(maxParticipantsIssues('group')).toEqual([eventTypeMessages.maxParticipants]);
    expect(maxParticipantsIssues('collective')).toEqual([]);
    expect(maxParticipantsIssues('one_on_one')).toEqual([]);
  });

  it.each<[LanguageCode, string]>([
    ['fr', "Les types d'événement de groupe nécessitent un nombre maximal de participants"],
    ['es', 'Los tipos de evento grupales necesitan un número máximo de participantes'],
    ['de', 'Gruppen-Terminarten brauchen eine maximale Teilnehmerzahl'],
    ['zh', '群组活动类型需要设置最多参与人数'],
    ['en', 'Group event types need a maximum number of participants'],
  ])('names only group types in %s', async (language, expected) => {
    await changeAppLanguage(language);
    expect(translateContractMessage(eventTypeMessages.maxParticipants, t)).toBe(expected);
  });
});
