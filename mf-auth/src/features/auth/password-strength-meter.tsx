import { useMessages } from '@slotwise/shared/i18n/i18n';
import { HStack, Progress, Text } from '@slotwise/shared/ui/chakra';
import { authCatalogue } from '../../app/auth-catalogue';
import { type PasswordStrength, passwordStrength, strengthPercent } from './password-strength';

const strengthPalette: Record<Exclude<PasswordStrength, 'none'>, string> = {
  weak: 'red',
  medium: 'orange',
  strong: 'green',
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const t = useMessages(authCatalogue);
  if (strength === 'none') {
    return (
      <Text textStyle="xs" color="fg.muted" data-strength="none">
        {t('strength.prompt')}
      </Text>
    );
  }
  return (
    <Progress.Root
      value={strengthPercent[strength]}
      size="xs"
      colorPalette={strengthPalette[strength]}
      data-strength={strength}
    >
      <HStack justify="space-between" mb="1">
        <Progress.Label textStyle="xs" fontWeight="normal" color="fg.muted">
          {t('strength.label')}
        </Progress.Label>
        <Progress.ValueText textStyle="xs" fontWeight="medium" color="colorPalette.fg">
          {t(`strength.${strength}`)}
        </Progress.ValueText>
      </HStack>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
