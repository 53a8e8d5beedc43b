import { brand } from '@slotwise/shared/contract/limits.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Link as RouterLink } from '@slotwise/shared/router';
import { BrandLink } from '@slotwise/shared/ui/brand-link';
import {
  Badge,
  Box,
  Code,
  Container,
  Flex,
  Heading,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { marketingCatalogue } from '../../app/marketing-catalogue';
import { fillSlot, slot } from '../../app/sentence-slot';
import { footerColumns } from './site-links';

// No social links: the project has no public accounts yet, and a placeholder link that goes
// nowhere would break the rule that every link leads to a real page.
export function SiteFooter() {
  const t = useMessages(marketingCatalogue);
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" mt="auto">
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <SimpleGrid columns={{ base: 3, md: 4 }} columnGap={{ base: '4', md: '8' }} rowGap="10">
          <Stack gap="3" maxW="xs" gridColumn={{ base: 'span 3', md: 'auto' }}>
            <BrandLink to="/" />
            <Text color="fg.muted" fontSize="sm">
              {t('footer.tagline')}
            </Text>
            <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
              {t('release.label')}
            </Badge>
          </Stack>
          {footerColumns.map((column) => (
            <Box as="nav" key={column.heading} aria-label={t(column.heading)}>
              <Heading as="h2" fontSize="sm" fontWeight="semibold" mb="3">
                {t(column.heading)}
              </Heading>
              <List.Root listStyle="none" gap="2">
                {column.links.map((link) => (
                  <List.Item key={link.to}>
                    <Link
                      asChild
                      color="fg.muted"
                      fontSize="sm"
                      overflowWrap="anywhere" // a long word in some languages must not widen the page
                      _hover={{ color: 'brand.fg' }}
                    >
                      <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          ))}
        </SimpleGrid>
        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          direction={{ base: 'column', sm: 'row' }}
          gap="2"
          justify="space-between"
        >
          <Text fontSize="sm" color="fg.muted">
            {t('footer.copyright', { year, brand: brand.name })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {fillSlot(
              t('footer.selfHost', { command: slot }),
              <Code size="sm">npm ci &amp;&amp; npm start</Code>,
            )}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
