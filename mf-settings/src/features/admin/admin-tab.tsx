import { isApiError } from '@slotwise/shared/api/api-error';
import { SIGNUP_MODES, type SignupMode } from '@slotwise/shared/contract/instance.contract';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import {
  Badge,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@slotwise/shared/ui/chakra';
import { useDebouncedValue } from '@slotwise/shared/ui/use-debounced-value';
import { type FormEvent, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { formatInstant } from '../developers/format-instant';
import type { SettingsBanner } from '../settings/use-settings-tab';
import {
  useGetAdminAccountsQuery,
  useGetAdminSettingsQuery,
  useGetAuditLogQuery,
  useInviteAccountMutation,
  useSendTestMailMutation,
  useSetAccountDisabledMutation,
  useSetSignupModeMutation,
} from './admin.api';

const modeKeys = {
  open: 'admin.mode.open',
  invitation: 'admin.mode.invitation',
  closed: 'admin.mode.closed',
} as const;
const auditKeys = {
  'account.disabled': 'admin.action.account.disabled',
  'account.enabled': 'admin.action.account.enabled',
  'settings.signup_mode': 'admin.action.settings.signup_mode',
  'mail.test': 'admin.action.mail.test',
  'invitation.sent': 'admin.action.invitation.sent',
} as const;
const isMode = (value: unknown): value is SignupMode => SIGNUP_MODES.includes(value as SignupMode);

/**
 * Instance administration (docs/product.md#instance-administration): the accounts, the sign-up
 * mode, the mail transport with a test mail, invitations and the audit log. Shown to
 * administrators only; the API refuses everyone else.
 */
export function AdminTab({
  onBanner,
  timeZone,
}: {
  onBanner: (banner: SettingsBanner | null) => void;
  timeZone: string;
}) {
  const t = useSettingsMessages();
  const contractMessage = useContractMessage();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const accounts = useGetAdminAccountsQuery(debounced.trim());
  const settings = useGetAdminSettingsQuery();
  const audit = useGetAuditLogQuery();
  const [setDisabled, disabling] = useSetAccountDisabledMutation();
  const [setSignupMode, savingMode] = useSetSignupModeMutation();
  const [sendTestMail, sendingMail] = useSendTestMailMutation();
  const [invite, inviting] = useInviteAccountMutation();
  const [mode, setMode] = useState<SignupMode | null>(null);
  const [inviteEmail, setInviteEmail] = useState('');
  const when = (instant: string) => formatInstant(instant, timeZone);

  const act = async (work: () => Promise<unknown>, success: string, fallback: string) => {
    onBanner(null);
    try {
      await work();
      onBanner({ type: 'success', text: success });
    } catch (error) {
      const message = isApiError(error)
        ? (error.data as { message?: unknown } | undefined)?.message
        : undefined;
      onBanner({ type: 'error', text: typeof message === 'string' ? contractMessage(message) : fallback });
    }
  };

  const chosenMode = mode ?? settings.data?.signup_mode ?? 'open';
  const saveMode = (event: FormEvent) => {
    event.preventDefault();
    void act(() => setSignupMode(chosenMode).unwrap(), t('admin.settingsSaved'), t('admin.failed'));
  };
  const sendInvite = (event: FormEvent) => {
    event.preventDefault();
    void act(
      async () => {
        await invite(inviteEmail.trim()).unwrap();
        setInviteEmail('');
      },
      t('admin.invitationSent'),
      t('admin.failed'),
    );
  };
  const mail = settings.data?.mail;

  return (
    <Stack gap="6">
      <Card.Root variant="outline" as="section" aria-labelledby="admin-signup-heading">
        <Card.Body gap="4">
          <Heading as="h2" size="md" id="admin-signup-heading">
            {t('admin.signupHeading')}
          </Heading>
          <Stack as="form" gap="3" maxW="md" onSubmit={saveMode}>
            <Field.Root>
              <Field.Label>{t('admin.signupMode')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="signup_mode"
                  value={chosenMode}
                  onChange={(event) => setMode(event.target.value as SignupMode)}
                >
                  {SIGNUP_MODES.map((value) => (
                    <option key={value} value={value}>
                      {t(modeKeys[value])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                {t('admin.signupDefault', {
                  mode: t(modeKeys[settings.data?.signup_mode_default ?? 'open']),
                })}
              </Field.HelperText>
            </Field.Root>
            <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={savingMode.isLoading}>
              {t('admin.save')}
            </Button>
          </Stack>
          <Stack as="form" gap="3" maxW="md" onSubmit={sendInvite}>
            <Field.Root required>
              <Field.Label>{t('admin.inviteEmail')}</Field.Label>
              <Input
                type="email"
                name="invite_email"
                value={inviteEmail}
                onChange={(event) => setInviteEmail(event.target.value)}
              />
              <Field.HelperText>{t('admin.inviteHint')}</Field.HelperText>
            </Field.Root>
            <Button type="submit" alignSelf="flex-start" variant="outline" loading={inviting.isLoading}>
              {t('admin.invite')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" as="section" aria-labelledby="admin-mail-heading">
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="admin-mail-heading">
            {t('admin.mailHeading')}
          </Heading>
          {mail ? (
            <Text data-testid="mail-transport">
              {mail.transport === 'smtp'
                ? t('admin.mailSmtp', { server: mail.server ?? '?', from: mail.from })
                : t('admin.mailOutbox', { from: mail.from })}
            </Text>
          ) : null}
          <Text color="fg.muted">{t('admin.mailHint')}</Text>
          <Button
            alignSelf="flex-start"
            variant="outline"
            loading={sendingMail.isLoading}
            onClick={() => act(() => sendTestMail().unwrap(), t('admin.testMailQueued'), t('admin.failed'))}
          >
            {t('admin.sendTestMail')}
          </Button>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" as="section" aria-labelledby="admin-accounts-heading">
        <Card.Body gap="4">
          <Heading as="h2" size="md" id="admin-accounts-heading">
            {t('admin.accountsHeading')}
          </Heading>
          <Field.Root maxW="md">
            <Field.Label>{t('admin.search')}</Field.Label>
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Field.Root>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="admin-accounts-heading">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin.account')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.created')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.lastSignIn')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.state')}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <span className="sr-only">{t('admin.actions')}</span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(accounts.data ?? []).map((account) => (
                  <Table.Row key={account.id} data-testid="admin-account-row">
                    <Table.Cell>
                      <Text fontWeight="medium">{account.name}</Text>
                      <Text textStyle="sm" color="fg.muted">
                        {account.username} · {account.email}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{when(account.created_at)}</Table.Cell>
                    <Table.Cell>
                      {account.last_sign_in_at ? when(account.last_sign_in_at) : t('admin.never')}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" flexWrap="wrap">
                        {account.admin ? <Badge colorPalette="purple">{t('admin.badgeAdmin')}</Badge> : null}
                        <Badge colorPalette={account.email_verified ? 'green' : 'orange'}>
                          {account.email_verified ? t('admin.verified') : t('admin.unverified')}
                        </Badge>
                        {account.two_factor_enabled ? (
                          <Badge colorPalette="blue">{t('admin.twoFactor')}</Badge>
                        ) : null}
                        {account.disabled ? <Badge colorPalette="red">{t('admin.disabled')}</Badge> : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette={account.disabled ? 'green' : 'red'}
                        loading={disabling.isLoading && disabling.originalArgs?.id === account.id}
                        aria-label={
                          account.disabled
                            ? t('admin.enableNamed', { name: account.username })
                            : t('admin.disableNamed', { name: account.username })
                        }
                        onClick={() =>
                          act(
                            () => setDisabled({ id: account.id, disabled: !account.disabled }).unwrap(),
                            account.disabled ? t('admin.enabledDone') : t('admin.disabledDone'),
                            t('admin.failed'),
                          )
                        }
                      >
                        {account.disabled ? t('admin.enable') : t('admin.disable')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" as="section" aria-labelledby="admin-audit-heading">
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="admin-audit-heading">
            {t('admin.auditHeading')}
          </Heading>
          {(audit.data ?? []).length === 0 ? (
            <Text color="fg.muted">{t('admin.auditEmpty')}</Text>
          ) : (
            <Stack as="ol" gap="1" listStyleType="none" data-testid="audit-log">
              {(audit.data ?? []).map((entry) => (
                <Text as="li" key={entry.id} textStyle="sm">
                  {when(entry.created_at)} · {entry.actor} ·{' '}
                  {entry.action in auditKeys
                    ? t(auditKeys[entry.action as keyof typeof auditKeys])
                    : entry.action}
                  {entry.target ? ` · ${entry.target}` : ''}
                  {isMode(entry.details?.to) ? ` → ${t(modeKeys[entry.details.to])}` : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
