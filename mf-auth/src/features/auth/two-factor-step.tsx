import { isApiError } from '@slotwise/shared/api/api-error';
import { startSession } from '@slotwise/shared/api/session.slice';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { useNavigate } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Button, Input, Stack, Text } from '@slotwise/shared/ui/chakra';
import { type FormEvent, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';
import { useLoginTwoFactorMutation } from './auth.api';
import { AuthField } from './auth-field';
import { useAuthMessage } from './use-auth-message';

export const twoFactorFailedMessage = 'The code could not be checked. Please try again.';

/** The server's message (wrong code, expired challenge, too many codes), else a generic text. */
function failureText(error: unknown): string {
  const data = isApiError(error) ? (error.data as { message?: unknown } | undefined) : undefined;
  return typeof data?.message === 'string' && data.message ? data.message : twoFactorFailedMessage;
}

/**
 * The second step of a password sign-in (docs/product.md#two-factor-sign-in): a code of the
 * authenticator app or a recovery code, sent with the challenge the password earned.
 */
export function TwoFactorStep({
  challenge,
  returnPath,
  onRestart,
}: {
  challenge: string;
  returnPath: string;
  onRestart: () => void;
}) {
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [verify, { isLoading }] = useLoginTwoFactorMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (code.trim().length < 6) {
      setFailure(t('twoFactor.codeRequired'));
      return;
    }
    try {
      const response = await verify({ challenge, code: code.trim() }).unwrap();
      dispatch(startSession(response));
      navigate(returnPath, { replace: true });
    } catch (error) {
      setExpired(isApiError(error) && error.status === 401);
      setFailure(failureText(error));
      setCode('');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('twoFactor.formLabel')}>
      <Stack gap="5">
        <Text color="fg.muted">{t('twoFactor.description')}</Text>
        <AuthField label={t('twoFactor.codeLabel')} error={undefined}>
          <Input
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            // Digits of the app, or letters and a dash of a recovery code.
            inputMode="text"
            maxLength={32}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </AuthField>
        <Stack gap="2">
          <Button
            type="submit"
            colorPalette="brand"
            width="full"
            loading={isLoading}
            loadingText={t('twoFactor.submitting')}
          >
            {t('twoFactor.submit')}
          </Button>
          {failure ? (
            <Text role="alert" color="fg.error" textStyle="sm" textAlign="center">
              {authMessage(failure)}
            </Text>
          ) : null}
          <Button variant={expired ? 'outline' : 'ghost'} width="full" onClick={onRestart}>
            {t('twoFactor.back')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
