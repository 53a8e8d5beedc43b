import { Button, Checkbox, IconButton, Popover, Portal, Stack, Text } from '@slotwise/shared/ui/chakra';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { weekdays } from './time-of-day';
import { useScheduleWords } from './use-schedule-words';

interface CopyTimesPopoverProps {
  day: number;
  onCopy: (toDays: number[]) => void;
}

/** 'Copy times to…': applies one day's hours to the days ticked. */
export function CopyTimesPopover({ day, onCopy }: CopyTimesPopoverProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const t = useEventTypesMessages();
  const words = useScheduleWords();
  const dayName = words.dayName(day);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) setChosen([]);
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={t('copy.trigger', { day: dayName })} variant="ghost" size="sm">
          <Copy />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="56">
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="medium">{t('copy.title')}</Popover.Title>
                <Text fontSize="sm" color="fg.muted">
                  {t('copy.help', { day: dayName })}
                </Text>
                <Stack gap="2">
                  {weekdays
                    .filter((other) => other.day !== day)
                    .map((other) => (
                      <Checkbox.Root
                        key={other.day}
                        size="sm"
                        colorPalette="brand"
                        checked={chosen.includes(other.day)}
                        onCheckedChange={(details) =>
                          setChosen((current) =>
                            details.checked
                              ? [...current, other.day]
                              : current.filter((d) => d !== other.day),
                          )
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{words.dayName(other.day)}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                </Stack>
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={chosen.length === 0}
                  onClick={() => {
                    onCopy(chosen);
                    setOpen(false);
                  }}
                >
                  {t('copy.apply')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
