import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import {
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  SegmentGroup,
  Stack,
  Text,
  Textarea,
} from '@slotwise/shared/ui/chakra';
import { useState } from 'react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { type EmbedMode, embedModes, embedSnippet } from './embed-snippet';

interface EmbedDialogProps {
  eventType: EventType | null;
  username: string;
  onClose: () => void;
}

const defaultTheme = '#4f46e5';

/** The card menu's "Embed": the snippet of each mode, with the booking page as it will show. */
export function EmbedDialog({ eventType, username, onClose }: EmbedDialogProps) {
  return (
    <Dialog.Root
      open={eventType !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="xl"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="95%" maxW="4xl">
            {eventType ? <EmbedForm eventType={eventType} username={username} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EmbedForm({
  eventType,
  username,
  onClose,
}: {
  eventType: EventType;
  username: string;
  onClose: () => void;
}) {
  const t = useEventTypesMessages();
  const [mode, setMode] = useState<EmbedMode>('inline');
  const [theme, setTheme] = useState(defaultTheme);
  const [copied, setCopied] = useState(false);
  // Popup and floating modes: their button opens the page here, as the modal would.
  const [previewOpen, setPreviewOpen] = useState(false);
  const origin = globalThis.location?.origin ?? '';
  const link = eventType.team
    ? `team/${encodeURIComponent(eventType.team.slug)}/${encodeURIComponent(eventType.slug)}`
    : `${encodeURIComponent(username)}/${encodeURIComponent(eventType.slug)}`;
  const buttonText = t('embed.buttonText');
  const code = embedSnippet(mode, { origin, link, theme, buttonText });
  const previewUrl = `${origin}/${link}?embed=1&theme=${encodeURIComponent(theme)}`;
  const modeLabels: Record<EmbedMode, string> = {
    inline: t('embed.modeInline'),
    popup: t('embed.modePopup'),
    floating: t('embed.modeFloating'),
  };

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch (copyError) {
      // As the card's Copy Link: a failure is only logged.
      console.error('Copy embed code failed', copyError);
    }
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('embed.title', { title: eventType.title })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{t('embed.description')}</Text>
          <Field.Root>
            <Field.Label>{t('embed.mode')}</Field.Label>
            <SegmentGroup.Root
              value={mode}
              onValueChange={(details) => {
                setMode(details.value as EmbedMode);
                setCopied(false);
                setPreviewOpen(false);
              }}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={embedModes.map((value) => ({ value, label: modeLabels[value] }))} />
            </SegmentGroup.Root>
          </Field.Root>
          <Field.Root maxW="48">
            <Field.Label>{t('embed.theme')}</Field.Label>
            <Input
              type="color"
              p="1"
              value={theme}
              onChange={(event) => {
                setTheme(event.target.value);
                setCopied(false);
              }}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('embed.code')}</Field.Label>
            <Textarea readOnly value={code} rows={4} fontFamily="mono" fontSize="sm" />
          </Field.Root>
          <Stack gap="2">
            <Text fontWeight="medium">{t('embed.preview')}</Text>
            <Box borderWidth="1px" borderRadius="md" overflow="hidden" position="relative" minH="24">
              {mode === 'inline' || previewOpen ? (
                <iframe
                  title={t('embed.preview')}
                  src={previewUrl}
                  style={{ border: 0, width: '100%', height: 420, display: 'block' }}
                />
              ) : (
                <Box p="6" minH="24">
                  <button
                    type="button"
                    style={{
                      background: theme,
                      color: '#fff',
                      border: 0,
                      borderRadius: mode === 'floating' ? 999 : 6,
                      padding: '10px 18px',
                      fontWeight: 600,
                      position: mode === 'floating' ? 'absolute' : 'static',
                      right: 16,
                      bottom: 16,
                    }}
                    onClick={() => setPreviewOpen(true)}
                  >
                    {buttonText}
                  </button>
                </Box>
              )}
            </Box>
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2">
          {copied ? (
            <Text fontSize="sm" color="green.fg" role="status">
              {t('embed.copied')}
            </Text>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button colorPalette="brand" onClick={copy}>
            {t('embed.copy')}
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}
