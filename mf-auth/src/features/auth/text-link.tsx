import { Link as RouterLink } from '@slotwise/shared/router';
import { Link } from '@slotwise/shared/ui/chakra';
import type { ReactNode } from 'react';

/** An in-app link styled in the brand colour. */
export function TextLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
      <RouterLink to={to} state={state}>
        {children}
      </RouterLink>
    </Link>
  );
}
