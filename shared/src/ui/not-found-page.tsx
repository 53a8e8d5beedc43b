import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Link, useLocation } from '@slotwise/shared/router';
import { Button, Center, Code, Heading, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useEffect } from 'react';

/** The spec's not-found page; also shown for unknown or inactive booking links. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useMessages(commonCatalogue);
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Center as="main" minH="70vh" px="4">
      <Stack align="center" textAlign="center" gap="4" maxW="lg">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.description')}</Text>
        <Code data-testid="attempted-path" px="2" py="1" wordBreak="break-all">
          {pathname}
        </Code>
        <Button asChild colorPalette="brand">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
