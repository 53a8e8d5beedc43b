import { isApiError } from '@slotwise/shared/api/api-error';
import type { TwoFactorSetup } from '@slotwise/shared/contract/account-security.contract';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Code,
  Field,
  Heading,
  HStack,
  Input,
  List,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { type FormEvent, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetAccountSecurityQuery,
  useSetupTwoFactorMutation,
} from './account-security.api';

/** The API's message (translated when the contract knows it), else our fallback. */
function useFailureText() {
  const contractMessage = useContractMessage();
  return (error: unknown, fallback: string) => {
    const message = isApiError(error)
      ? (error.data as { message?: unknown } | undefined)?.message
      : undefined;
    return typeof message === 'string' && message ? contractMessage(message) : fallback;
  };
}

/** The recovery codes as a text file, for the "Download" link. */
export function recoveryCodesFile(codes: string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * Two-factor sign-in (docs/product.md#two-factor-sign-in): set up with a QR code or the secret
 * in text, confirmed with a current code; the ten recovery codes are shown once; turning it off
 * needs the password and a code.
 */
export function TwoFactorSection() {
  const t = useSettingsMessages();
  const failureText = useFailureText();
  const status = useGetAccountSecurityQuery();
  const [setup, setupState] = useSetupTwoFactorMutation();
  const [enable, enableState] = useEnableTwoFactorMutation();
  const [disable, disableState] = useDisableTwoFactorMutation();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    setDone(null);
    try {
      setPending(await setup().unwrap());
    } catch (error) {
      setFailure(failureText(error, t('twoFactor.failed')));
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await enable({ code: code.trim() }).unwrap();
      setCodes(answer.recovery_codes);
      setPending(null);
      setCode('');
    } catch (error) {
      setFailure(failureText(error, t('twoFactor.failed')));
    }
  };

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await disable({ password, code: offCode.trim() }).unwrap();
      setPassword('');
      setOffCode('');
      setDone(t('twoFactor.turnedOff'));
    } catch (error) {
      setFailure(failureText(error, t('twoFactor.failed')));
    }
  };

  const enabled = status.data?.two_factor_enabled ?? false;
  const download = codes
    ? `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesFile(codes, t('twoFactor.fileHeading')))}`
    : '';

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="security-2fa-heading">
      <Card.Body gap="4">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="md" id="security-2fa-heading">
            {t('twoFactor.heading')}
          </Heading>
          {status.data ? (
            <Badge colorPalette={enabled ? 'green' : 'gray'}>
              {enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          ) : null}
        </HStack>
        <Text color="fg.muted">{t('twoFactor.intro')}</Text>
        {failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        {done ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{done}</Alert.Title>
          </Alert.Root>
        ) : null}
        {codes ? (
          <Alert.Root status="warning" flexDirection="column" alignItems="stretch" gap="3">
            <Alert.Title>{t('twoFactor.codesTitle')}</Alert.Title>
            <Text>{t('twoFactor.codesIntro')}</Text>
            <List.Root as="ol" ps="6" data-testid="recovery-codes">
              {codes.map((recovery) => (
                <List.Item key={recovery}>
                  <Code>{recovery}</Code>
                </List.Item>
              ))}
            </List.Root>
            <HStack gap="2" flexWrap="wrap">
              <Button asChild size="sm" variant="outline">
                <a href={download} download="slotwise-recovery-codes.txt">
                  {t('twoFactor.download')}
                </a>
              </Button>
              <Button size="sm" onClick={() => setCodes(null)}>
                {t('twoFactor.codesSaved')}
              </Button>
            </HStack>
          </Alert.Root>
        ) : null}
        {!enabled && !pending && !codes ? (
          <Button alignSelf="flex-start" colorPalette="brand" onClick={start} loading={setupState.isLoading}>
            {t('twoFactor.setUp')}
          </Button>
        ) : null}
        {pending ? (
          <Stack gap="4">
            <Text>{t('twoFactor.scan')}</Text>
            <Box maxW="56" borderWidth="1px" borderRadius="md" bg="white" p="2">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pending.qr_svg)}`}
                alt={t('twoFactor.qrAlt')}
                width={208}
                height={208}
              />
            </Box>
            <Stack gap="1">
              <Text>{t('twoFactor.secretLabel')}</Text>
              <Code data-testid="two-factor-secret" p="2" wordBreak="break-all" alignSelf="flex-start">
                {pending.secret}
              </Code>
            </Stack>
            <Stack as="form" gap="3" maxW="sm" onSubmit={confirm}>
              <Field.Root required>
                <Field.Label>{t('twoFactor.codeLabel')}</Field.Label>
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </Field.Root>
              <HStack gap="2">
                <Button type="submit" colorPalette="brand" loading={enableState.isLoading}>
                  {t('twoFactor.confirm')}
                </Button>
                <Button variant="ghost" onClick={() => setPending(null)}>
                  {t('twoFactor.cancel')}
                </Button>
              </HStack>
            </Stack>
          </Stack>
        ) : null}
        {enabled && !codes ? (
          <Stack as="form" gap="3" maxW="sm" onSubmit={turnOff} aria-label={t('twoFactor.turnOff')}>
            <Text>{t('twoFactor.recoveryLeft', { count: status.data?.recovery_codes_left ?? 0 })}</Text>
            <Field.Root required>
              <Field.Label>{t('security.currentPassword')}</Field.Label>
              <Input
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('twoFactor.codeOrRecovery')}</Field.Label>
              <Input
                name="off-code"
                autoComplete="one-time-code"
                value={offCode}
                onChange={(event) => setOffCode(event.target.value)}
              />
            </Field.Root>
            <Button
              type="submit"
              variant="outline"
              colorPalette="red"
              alignSelf="flex-start"
              loading={disableState.isLoading}
            >
              {t('twoFactor.turnOff')}
            </Button>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
