import { apiClient } from '@slotwise/shared/api/api-client';
import { isApiError } from '@slotwise/shared/api/api-error';
import { endSession } from '@slotwise/shared/api/session.slice';
import type { AccountExport } from '@slotwise/shared/contract/account.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { useHostTimeZone } from '@slotwise/shared/datetime/host-time-zone';
import { dateFormats, formatIn } from '@slotwise/shared/datetime/zoned-format';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { useNavigate } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import {
  Button,
  Card,
  Dialog,
  Field,
  Heading,
  HStack,
  Input,
  List,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { type FormEvent, useEffect, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import {
  useDeleteAccountMutation,
  useGetAccountExportsQuery,
  useGetDeletionRequirementsQuery,
  useRequestAccountExportMutation,
} from './account-data.api';

const toast = (type: 'success' | 'error', title: string) =>
  toaster.create({ type, title, duration: limits.toastLifeSettingsMs });

/** How often the list looks again while an export is being prepared. */
const PREPARING_POLL_MS = 2000;

function serverMessage(error: unknown): string {
  return isApiError(error) && typeof error.data?.message === 'string' ? error.data.message : '';
}

/** Saves a blob under its name: the download needs the session, so no plain link can fetch it. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Your data" under the profile (docs/product.md#your-data): export everything as one zip, and
 * the danger zone's "Delete my account".
 */
export function AccountDataSection() {
  return (
    <Stack gap="6" mt="8">
      <ExportCard />
      <DeleteAccountCard />
    </Stack>
  );
}

function ExportCard() {
  const t = useSettingsMessages();
  const contractMessage = useContractMessage();
  const timeZone = useHostTimeZone();
  const [polling, setPolling] = useState(false);
  const exports = useGetAccountExportsQuery(undefined, { pollingInterval: polling ? PREPARING_POLL_MS : 0 });
  const preparing = exports.data?.some((one) => one.status === 'pending') ?? false;
  useEffect(() => setPolling(preparing), [preparing]);
  const [requestExport, request] = useRequestAccountExportMutation();
  const [downloading, setDownloading] = useState<string | null>(null);

  const ask = async () => {
    try {
      await requestExport().unwrap();
    } catch (error) {
      const message = serverMessage(error);
      toast('error', message ? contractMessage(message) : t('account.exportFailed'));
    }
  };

  const download = async (item: AccountExport) => {
    setDownloading(item.id);
    try {
      const response = await apiClient.request<Blob>({
        url: `/api/account/exports/${item.id}/download`,
        method: 'GET',
        responseType: 'blob',
        headers: { Accept: 'application/zip' },
      });
      saveBlob(response.data, item.file_name ?? 'slotwise-export.zip');
    } catch {
      toast('error', t('account.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  const until = (item: AccountExport) =>
    `${formatIn(item.expires_at, timeZone, dateFormats.short)}, ${formatIn(item.expires_at, timeZone, dateFormats.time)}`;

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="account-export-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="account-export-heading">
          {t('account.exportHeading')}
        </Heading>
        <Text color="fg.muted">{t('account.exportIntro')}</Text>
        <Button
          alignSelf="flex-start"
          variant="outline"
          onClick={ask}
          loading={request.isLoading}
          disabled={preparing}
        >
          {t('account.exportButton')}
        </Button>
        {exports.data && exports.data.length > 0 ? (
          <List.Root variant="plain" gap="2" aria-label={t('account.exportsLabel')}>
            {exports.data.map((item) => (
              <List.Item key={item.id}>
                {item.status === 'pending' ? (
                  <HStack gap="2" role="status">
                    <Spinner size="sm" />
                    <Text>{t('account.preparing')}</Text>
                  </HStack>
                ) : item.status === 'failed' ? (
                  <Text color="fg.error">{t('account.exportBuildFailed')}</Text>
                ) : (
                  <HStack gap="3" flexWrap="wrap">
                    <Button
                      size="sm"
                      colorPalette="brand"
                      onClick={() => download(item)}
                      loading={downloading === item.id}
                    >
                      {t('account.download')}
                    </Button>
                    <Text color="fg.muted" textStyle="sm">
                      {t('account.availableUntil', { time: until(item) })}
                    </Text>
                  </HStack>
                )}
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

type DeleteField = 'password' | 'email' | 'code';

function DeleteAccountCard() {
  const t = useSettingsMessages();
  const contractMessage = useContractMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const requirements = useGetDeletionRequirementsQuery(undefined, { skip: !open });
  const [deleteAccount, deletion] = useDeleteAccountMutation();
  const [form, setForm] = useState<Record<DeleteField, string>>({ password: '', email: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<DeleteField, string[]>>>({});
  const [refusal, setRefusal] = useState<{ message: string; teams: string[] } | null>(null);
  const confirmWith = requirements.data?.confirm_with ?? 'password';

  const close = () => {
    if (deletion.isLoading) return;
    setOpen(false);
    setForm({ password: '', email: '', code: '' });
    setErrors({});
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    try {
      await deleteAccount({
        ...(confirmWith === 'password' ? { password: form.password } : { email: form.email }),
        ...(requirements.data?.second_factor ? { code: form.code } : {}),
      }).unwrap();
      dispatch(endSession());
      toast('success', t('account.deleted'));
      navigate('/', { replace: true });
    } catch (error) {
      const data = isApiError(error) ? error.data : undefined;
      const fieldErrors = (data?.errors ?? {}) as Partial<Record<DeleteField | 'teams', string[]>>;
      const { teams, ...fields } = fieldErrors;
      if (Object.keys(fields).length > 0) setErrors(fields);
      else
        setRefusal({
          message: serverMessage(error) ? contractMessage(serverMessage(error)) : t('account.deleteFailed'),
          teams: teams ?? [],
        });
    }
  };

  const field = (name: DeleteField, label: string, type: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name]?.length)} required>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={form[name]}
        onChange={(event) => {
          setForm({ ...form, [name]: event.target.value });
          if (errors[name]) setErrors({ ...errors, [name]: undefined });
        }}
      />
      {errors[name]?.length ? <Field.ErrorText>{contractMessage(errors[name][0])}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <Card.Root
      variant="outline"
      as="section"
      aria-labelledby="account-delete-heading"
      borderColor="red.emphasized"
    >
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="account-delete-heading">
          {t('account.deleteHeading')}
        </Heading>
        <Text color="fg.muted">{t('account.deleteIntro')}</Text>
        <Button alignSelf="flex-start" colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          {t('account.deleteButton')}
        </Button>
      </Card.Body>
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(details) => {
          if (!details.open) close();
        }}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content w="90%" maxW="md" asChild>
              <form onSubmit={submit}>
                <Dialog.Header>
                  <Dialog.Title>{t('account.deleteTitle')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>{t('account.deleteWarning')}</Text>
                    {requirements.isLoading ? (
                      <Spinner size="sm" aria-label={t('account.loading')} />
                    ) : confirmWith === 'password' ? (
                      field('password', t('account.password'), 'password', 'current-password')
                    ) : (
                      <>
                        <Text color="fg.muted" textStyle="sm">
                          {t('account.typeEmailHint')}
                        </Text>
                        {field('email', t('account.typeEmail'), 'email', 'off')}
                      </>
                    )}
                    {requirements.data?.second_factor
                      ? field('code', t('account.code'), 'text', 'one-time-code')
                      : null}
                    {refusal ? (
                      <Stack gap="1" role="alert">
                        <Text color="fg.error">{refusal.message}</Text>
                        {refusal.teams.length > 0 ? (
                          <List.Root ps="5" color="fg.error">
                            {refusal.teams.map((team) => (
                              <List.Item key={team}>{team}</List.Item>
                            ))}
                          </List.Root>
                        ) : null}
                      </Stack>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={close} disabled={deletion.isLoading}>
                    {t('account.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="red"
                    loading={deletion.isLoading}
                    disabled={!requirements.data}
                  >
                    {t('account.deleteConfirm')}
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
