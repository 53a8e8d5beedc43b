import { isApiError } from '@slotwise/shared/api/api-error';
import { limits } from '@slotwise/shared/contract/limits.contract';
import {
  avatarMessages,
  avatarRules,
  type Settings,
  type TimeZoneOption,
} from '@slotwise/shared/contract/settings.contract';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import {
  Avatar,
  Box,
  Button,
  chakra,
  Field,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { initialsOf } from '@slotwise/shared/ui/initials';
import { toaster } from '@slotwise/shared/ui/toaster';
import { Camera } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { settingsText, useSettingsMessages } from '../../app/settings-catalogue';
import { avatarFileError } from './avatar-file';
import { useDeleteAvatarMutation, useUpdateSettingsMutation, useUploadAvatarMutation } from './settings.api';
import { TimeZoneSelect } from './time-zone-select';

const toast = (type: 'success' | 'error', title: string) =>
  toaster.create({ type, title, duration: limits.toastLifeSettingsMs });

interface ProfileForm {
  name: string;
  surname: string;
  username: string;
  time_zone: string;
}

const formOf = (settings: Settings): ProfileForm => ({
  name: settings.name,
  surname: settings.surname ?? '',
  username: settings.username,
  time_zone: settings.time_zone,
});

export function ProfileTabSkeleton() {
  return (
    <Stack gap="6" data-testid="profile-skeleton">
      <HStack gap="4">
        <SkeletonCircle size="24" />
        <Stack flex="1" gap="2">
          <Skeleton height="5" width="40" />
          <Skeleton height="4" width="64" />
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {[1, 2, 3, 4, 5, 6].map((key) => (
          <Skeleton key={key} height="10" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ProfileTab({
  settings,
  timeZones,
}: {
  settings: Settings;
  timeZones: TimeZoneOption[] | undefined;
}) {
  const [form, setForm] = useState<ProfileForm>(() => formOf(settings));
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const [uploadAvatar, upload] = useUploadAvatarMutation();
  const [deleteAvatar, removal] = useDeleteAvatarMutation();
  const [updateSettings, update] = useUpdateSettingsMutation();
  const t = useSettingsMessages();
  // The server's field errors are contract messages (English): shown in the active language.
  const contractMessage = useContractMessage();

  // The local preview of a chosen file lives until another is chosen or it is uploaded.
  useEffect(() => {
    if (!pendingFile) return setPreview(null);
    const url = URL.createObjectURL(pendingFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pendingFile]);

  const change = (field: keyof ProfileForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const error = avatarFileError(file);
    if (error)
      return toast(
        'error',
        settingsText(error === avatarMessages.size ? 'profile.avatarSize' : 'profile.avatarType'),
      );
    setPendingFile(file);
  };

  /** Uploads the chosen file; false when it failed (already reported). */
  const uploadPending = async (): Promise<boolean> => {
    if (!pendingFile) return true;
    try {
      await uploadAvatar(pendingFile).unwrap();
      setPendingFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return true;
    } catch {
      toast('error', settingsText('profile.uploadFailed'));
      return false;
    }
  };

  const saveNewPicture = async () => {
    if (await uploadPending()) toast('success', settingsText('profile.uploaded'));
  };

  const removeAvatar = async () => {
    try {
      await deleteAvatar().unwrap();
      toast('success', settingsText('profile.removed'));
    } catch {
      toast('error', settingsText('profile.removeFailed'));
    }
  };

  // docs/product.md#settings-screen: a pending avatar is uploaded first, then the settings are updated.
  const saveProfile = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await uploadPending())) return;
    try {
      await updateSettings({
        name: form.name,
        surname: form.surname.trim() ? form.surname : null,
        username: form.username,
        time_zone: form.time_zone,
        language: settings.language,
      }).unwrap();
      setFieldErrors({});
      toast('success', settingsText('profile.updated'));
    } catch (error) {
      setFieldErrors(isApiError(error) && error.status === 422 ? (error.data?.errors ?? {}) : {});
      toast('error', settingsText('profile.updateFailed'));
    }
  };

  const avatarSrc = preview ?? settings.avatar;
  const busy = upload.isLoading || removal.isLoading || update.isLoading;
  const bookingHost = window.location.host;

  return (
    <chakra.form onSubmit={saveProfile} noValidate>
      <Stack gap="8">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
          <chakra.button
            type="button"
            position="relative"
            borderRadius="full"
            cursor="pointer"
            onClick={() => fileInput.current?.click()}
            aria-label={t('profile.changePicture')}
            className="group"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
          >
            <Avatar.Root size="2xl" colorPalette="brand" variant="subtle" width="24" height="24">
              <Avatar.Fallback>{initialsOf(settings)}</Avatar.Fallback>
              {avatarSrc ? <Avatar.Image src={avatarSrc} alt="" /> : null}
            </Avatar.Root>
            <Box
              position="absolute"
              inset="0"
              borderRadius="full"
              bg="blackAlpha.600"
              color="white"
              display="flex"
              alignItems="center"
              justifyContent="center"
              opacity="0"
              transition="opacity 0.15s"
              _groupHover={{ opacity: 1 }}
              _groupFocusVisible={{ opacity: 1 }}
              aria-hidden
            >
              <Camera size={24} />
            </Box>
          </chakra.button>
          <Stack gap="2">
            <Text fontWeight="semibold">{t('profile.picture')}</Text>
            <Text color="fg.muted" textStyle="sm">
              {t('profile.pictureHint')}
            </Text>
            <input
              ref={fileInput}
              id={fileInputId}
              type="file"
              accept={avatarRules.accept}
              hidden
              aria-label={t('profile.pictureFile')}
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
                {t('profile.chooseFile')}
              </Button>
              {pendingFile ? (
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={saveNewPicture}
                  loading={upload.isLoading}
                  disabled={busy}
                >
                  {t('profile.saveNewPicture')}
                </Button>
              ) : null}
              {settings.avatar ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={removeAvatar}
                  loading={removal.isLoading}
                  disabled={busy}
                >
                  {t('profile.remove')}
                </Button>
              ) : null}
            </HStack>
          </Stack>
        </Stack>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            label={t('profile.firstName')}
            value={form.name}
            onChange={change('name')}
            errors={fieldErrors.name}
          />
          <TextField
            label={t('profile.lastName')}
            value={form.surname}
            onChange={change('surname')}
            errors={fieldErrors.surname}
          />
          <Field.Root readOnly>
            <Field.Label>{t('profile.email')}</Field.Label>
            <Input value={settings.email} readOnly bg="bg.muted" />
          </Field.Root>
          <Stack gap="1">
            <TextField
              label={t('profile.username')}
              value={form.username}
              onChange={change('username')}
              errors={fieldErrors.username}
            />
            <Text textStyle="sm" color="fg.muted">
              {t('profile.bookingLink')}{' '}
              <Link
                href={`${window.location.origin}/${form.username}`}
                color="brand.fg"
                target="_blank"
                rel="noreferrer"
              >
                {bookingHost}/{form.username}
              </Link>
            </Text>
          </Stack>
          <Box gridColumn={{ md: 'span 2' }}>
            {timeZones ? (
              <TimeZoneSelect options={timeZones} value={form.time_zone} onChange={change('time_zone')} />
            ) : (
              <Skeleton height="10" />
            )}
            {fieldErrors.time_zone ? (
              <Text color="fg.error" textStyle="sm">
                {contractMessage(fieldErrors.time_zone[0])}
              </Text>
            ) : null}
          </Box>
        </SimpleGrid>

        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={update.isLoading} disabled={busy}>
            {t('profile.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

function TextField({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: string[] | undefined;
}) {
  const contractMessage = useContractMessage();
  return (
    <Field.Root invalid={Boolean(errors?.length)}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} />
      {errors?.length ? <Field.ErrorText>{contractMessage(errors[0])}</Field.ErrorText> : null}
    </Field.Root>
  );
}
