import { Box, Flex, Stack, Table, Text, VisuallyHidden } from '@slotwise/shared/ui/chakra';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  color?: string;
}

interface BarChartProps {
  /** Describes the chart; also the caption of its text equivalent. */
  caption: string;
  labelHeader: string;
  valueHeader: string;
  data: BarDatum[];
  orientation: 'vertical' | 'horizontal';
}

/**
 * Bars drawn with plain boxes (no chart library: bundle size). The drawing is hidden from
 * assistive technology; a visually hidden table carries the same figures.
 */
export function BarChart({ caption, labelHeader, valueHeader, data, orientation }: BarChartProps) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <Box as="figure" m="0">
      {orientation === 'vertical' ? (
        <Flex aria-hidden align="end" gap={{ base: '1', md: '2' }} h="48" data-testid="bar-chart">
          {data.map((datum) => (
            <Stack key={datum.key} flex="1" minW="0" h="full" justify="end" align="center" gap="1">
              <Text fontSize="xs" color="fg.muted">
                {datum.value}
              </Text>
              <Box
                w="full"
                maxW="10"
                roundedTop="sm"
                bg={datum.color ?? 'brand.solid'}
                h={`${(datum.value / max) * 100}%`}
                minH={datum.value > 0 ? '1' : '0'}
              />
              <Text
                fontSize="2xs"
                color="fg.muted"
                whiteSpace="nowrap"
                overflow="hidden"
                textOverflow="clip"
                maxW="full"
              >
                {datum.label}
              </Text>
            </Stack>
          ))}
        </Flex>
      ) : (
        <Stack aria-hidden gap="2" data-testid="bar-chart">
          {data.map((datum) => (
            <Box key={datum.key}>
              <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
                <Text truncate>{datum.label}</Text>
                <Text fontWeight="semibold">{datum.value}</Text>
              </Flex>
              <Box h="2.5" bg="bg.muted" rounded="full" overflow="hidden">
                <Box
                  h="full"
                  rounded="full"
                  bg={datum.color ?? 'brand.solid'}
                  w={`${(datum.value / max) * 100}%`}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{valueHeader}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((datum) => (
              <Table.Row key={datum.key}>
                <Table.Cell>{datum.label}</Table.Cell>
                <Table.Cell>{datum.value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
