import { BrandLink } from '@slotwise/shared/ui/brand-link';
import { Box, Card, Heading, Stack, Text } from '@slotwise/shared/ui/chakra';
import type { ReactNode } from 'react';

interface AuthCardLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. the link to the other auth page. */
  footer?: ReactNode;
}

/** The centered card every auth page sits in, with the brand above it. */
export function AuthCardLayout({ title, description, children, footer }: AuthCardLayoutProps) {
  return (
    <Box
      as="main"
      minH="100dvh"
      display="flex"
      alignItems={{ base: 'flex-start', sm: 'center' }}
      justifyContent="center"
      px={{ base: '4', sm: '6' }}
      py={{ base: '8', sm: '12' }}
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
    >
      <Stack gap="6" width="full" maxW="md">
        <Box alignSelf="center">
          <BrandLink to="/" />
        </Box>
        <Card.Root variant="elevated" borderRadius="xl">
          <Card.Body gap="6" p={{ base: '5', sm: '8' }}>
            <Stack gap="1.5" textAlign="center">
              <Heading as="h1" size="2xl" letterSpacing="tight">
                {title}
              </Heading>
              {description ? <Text color="fg.muted">{description}</Text> : null}
            </Stack>
            {children}
          </Card.Body>
        </Card.Root>
        {footer ? (
          <Text textAlign="center" color="fg.muted" textStyle="sm">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
