import { brand } from '@slotwise/shared/contract/limits.contract';
import { Heading, Stack, Text } from '@slotwise/shared/ui/chakra';
import { type ReactNode, useEffect } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons shown beside the heading (e.g. 'New Event Type'). */
  actions?: ReactNode;
  /** The browser tab's title; defaults to the heading. */
  documentTitle?: string;
}

/** The heading block of a dashboard page; also names the browser tab. */
export function PageHeader({ title, subtitle, actions, documentTitle }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${documentTitle ?? title} · ${brand.name}`;
  }, [documentTitle, title]);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ sm: 'center' }}
      gap="4"
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
      </Stack>
      {actions}
    </Stack>
  );
}
