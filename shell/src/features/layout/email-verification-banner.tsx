import { isApiError } from '@slotwise/shared/api/api-error';
import { selectUser } from '@slotwise/shared/api/session.slice';
import { emailVerificationMessages } from '@slotwise/shared/contract/auth.contract';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { Alert, Button, Container, Flex, Text } from '@slotwise/shared/ui/chakra';
import { useEffect, useState } from 'react';
import type { ShellKey } from '../../app/locales/en';
import { shellCatalogue } from '../../app/shell-catalogue';
import { useResendVerificationMutation, useVerificationStatusQuery } from './email-verification.api';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * "Confirm your e-mail address" with a Resend button, above every signed-in page while the
 * account's address is unproven (docs/product.md#verified-e-mail-addresses). The user is looked
 * at again when the layout mounts and when the tab comes back, so a link opened elsewhere makes
 * the banner go without a reload.
 */
export function EmailVerificationBanner() {
  const user = useAppSelector(selectUser);
  const unverified = user?.email_verified === false;
  const t = useMessages(shellCatalogue);
  const contractMessage = useContractMessage();
  const { refetch } = useVerificationStatusQuery(undefined, {
    skip: !unverified,
    refetchOnMountOrArgChange: true,
  });
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);

  useEffect(() => {
    if (!unverified) return;
    const look = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [unverified, refetch]);

  if (!user || !unverified) return null;

  async function handleResend() {
    setFeedback(null);
    try {
      const { message } = await resend().unwrap();
      if (message === emailVerificationMessages.alreadyVerified) void refetch();
      setFeedback({ tone: 'success', text: contractMessage(message) });
    } catch (error) {
      const key: ShellKey =
        isApiError(error) && error.status === 429 ? 'verify.tooMany' : 'verify.resendFailed';
      setFeedback({ tone: 'error', text: t(key) });
    }
  }

  return (
    <Alert.Root status="warning" borderRadius="0" py="3" aria-labelledby="email-verification-title">
      <Container maxW="7xl">
        <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Alert.Indicator />
          <Flex direction="column" flex="1" gap="1">
            <Alert.Title id="email-verification-title">{t('verify.bannerTitle')}</Alert.Title>
            <Alert.Description>{t('verify.bannerText', { email: user.email })}</Alert.Description>
            <Text role="status" textStyle="sm" color={feedback?.tone === 'error' ? 'fg.error' : 'fg.success'}>
              {feedback?.text ?? ''}
            </Text>
          </Flex>
          <Button
            size="sm"
            variant="outline"
            loading={isLoading}
            loadingText={t('verify.resending')}
            onClick={handleResend}
          >
            {t('verify.resend')}
          </Button>
        </Flex>
      </Container>
    </Alert.Root>
  );
}
