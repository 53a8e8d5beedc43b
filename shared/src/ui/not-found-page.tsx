import { Button, Center, Code, Heading, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useEffect } from 'react';
import { Link, useLocation } from '@slotwise/shared/router';

/** The spec's not-found page; also shown for unknown or inactive booking links. */
export function NotFoundPage() {
  const { pathname } = useLocation();
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
          Oops! Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for doesn't exist or has been moved.</Text>
        <Code data-testid="attempted-path" px="2" py="1" wordBreak="break-all">
          {pathname}
        </Code>
        <Button asChild colorPalette="brand">
          <Link to="/">Return to Home</Link>
        </Button>
      </Stack>
    </Center>
  );
}
