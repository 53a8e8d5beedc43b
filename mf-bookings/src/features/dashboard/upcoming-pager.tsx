import { limits } from '@slotwise/shared/contract/limits.contract';
import { ButtonGroup, IconButton } from '@slotwise/shared/ui/chakra';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useBookingsMessages } from '../../app/bookings-catalogue';

interface UpcomingPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** At most 3 page links around the current page (docs/product.md#dashboard-overview). */
export function pageLinks(
  page: number,
  pageCount: number,
  links: number = limits.dashboardPaginatorLinks,
): number[] {
  const count = Math.min(links, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

export function UpcomingPager({ page, pageCount, onPage }: UpcomingPagerProps) {
  const t = useBookingsMessages();
  return (
    <ButtonGroup
      as="nav"
      aria-label={t('dashboard.pagination')}
      size="sm"
      variant="ghost"
      gap="1"
      justifyContent="center"
      w="full"
    >
      <IconButton
        aria-label={t('dashboard.previousPage')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageLinks(page, pageCount).map((link) => (
        <IconButton
          key={link}
          aria-label={t('dashboard.page', { page: link })}
          aria-current={link === page ? 'page' : undefined}
          variant={link === page ? 'solid' : 'ghost'}
          colorPalette={link === page ? 'brand' : undefined}
          onClick={() => onPage(link)}
        >
          {link}
        </IconButton>
      ))}
      <IconButton
        aria-label={t('dashboard.nextPage')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </ButtonGroup>
  );
}
