import { Alert, Button, Code, HStack } from '@slotwise/shared/ui/chakra';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';

interface OneTimeSecretProps {
  /** What to say about it ("copy it now..."). */
  title: string;
  value: string;
  onDone: () => void;
}

/** A key or signing secret shown once, with Copy; "Done" forgets it for good. */
export function OneTimeSecret({ title, value, onDone }: OneTimeSecretProps) {
  const t = useSettingsMessages();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert.Root status="warning" flexDirection="column" alignItems="stretch" gap="2">
      <Alert.Title>{title}</Alert.Title>
      <Code
        data-testid="one-time-secret"
        p="2"
        overflowWrap="anywhere"
        whiteSpace="normal"
        wordBreak="break-all"
      >
        {value}
      </Code>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={copy}>
          <Copy size={14} aria-hidden />
          {copied ? t('dev.copied') : t('dev.copy')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('dev.done')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
