import { HStack, Progress, Text } from '@slotwise/shared/ui/chakra';
import { type PasswordStrength, passwordStrength, strengthPercent } from './password-strength';

const strengthLabel: Record<Exclude<PasswordStrength, 'none'>, string> = {
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
};
const strengthPalette: Record<Exclude<PasswordStrength, 'none'>, string> = {
  weak: 'red',
  medium: 'orange',
  strong: 'green',
};

export const passwordPrompt = 'Use at least 8 characters with uppercase and lowercase letters and a number.';

export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (strength === 'none') {
    return (
      <Text textStyle="xs" color="fg.muted" data-strength="none">
        {passwordPrompt}
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
          Password strength
        </Progress.Label>
        <Progress.ValueText textStyle="xs" fontWeight="medium" color="colorPalette.fg">
          {strengthLabel[strength]}
        </Progress.ValueText>
      </HStack>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
