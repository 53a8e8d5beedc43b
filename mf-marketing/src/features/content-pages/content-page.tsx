import { type Translate, useAppLanguage, useMessages } from '@slotwise/shared/i18n/i18n';
import { Link } from '@slotwise/shared/router';
import { Box, Button, Code, Container, Heading, HStack, List, Stack, Text } from '@slotwise/shared/ui/chakra';
import { ArrowRight, Check } from 'lucide-react';
import { useEffect } from 'react';
import type { MarketingKey } from '../../app/locales/en';
import { catalogueValues, marketingCatalogue } from '../../app/marketing-catalogue';
import { type ContentSection, contentPageTexts } from './content-page-texts';

/** The page's texts with their placeholders filled in ({{brand}}, limits, the price). */
type PageText = (key: MarketingKey) => string;

function SectionBlock({ section, text }: { section: ContentSection; text: PageText }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="xl" letterSpacing="tight">
        {text(section.heading)}
      </Heading>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph} color="fg.muted" fontSize="md" lineHeight="tall">
          {text(paragraph)}
        </Text>
      ))}
      {section.items ? (
        <List.Root gap="2" listStyle="none">
          {section.items.map((item) => (
            <List.Item key={item} display="flex" alignItems="flex-start" gap="3" color="fg.muted">
              <Box color="brand.solid" mt="1" flexShrink="0">
                <Check aria-hidden size={16} />
              </Box>
              {text(item)}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {section.command ? (
        <Code
          display="block"
          alignSelf="flex-start"
          px="4"
          py="3"
          rounded="md"
          fontSize="sm"
          bg="gray.900"
          color="gray.100"
          maxW="full"
          overflowX="auto"
        >
          $ {section.command}
        </Code>
      ) : null}
      {section.links ? (
        <HStack gap="2" wrap="wrap" pt="1">
          {section.links.map((link) => (
            <Button key={link.to} asChild variant="outline" size="sm" colorPalette="brand">
              <Link to={link.to}>
                {text(link.label)} <ArrowRight aria-hidden />
              </Link>
            </Button>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

/** One of the short public pages of docs/product.md#routes-and-access, by its path. */
export function ContentPage({ path }: { path: string }) {
  const t: Translate<MarketingKey> = useMessages(marketingCatalogue);
  const { language } = useAppLanguage();
  const values = catalogueValues(language);
  const text: PageText = (key) => t(key, values);
  const page = contentPageTexts[path];
  const documentTitle = page ? `${text(page.title)} · ${values.brand}` : '';
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);
  if (!page) throw new Error(`No public page is written for ${path}`);

  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px">
        <Container maxW="3xl" py={{ base: '12', md: '16' }}>
          <Stack gap="4">
            <Text
              color="brand.fg"
              fontWeight="semibold"
              fontSize="sm"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {text(page.eyebrow)}
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
              {text(page.title)}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {text(page.lead)}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '10', md: '12' }}>
          {page.sections.map((section) => (
            <SectionBlock key={section.heading} section={section} text={text} />
          ))}
        </Stack>
      </Container>
    </>
  );
}
