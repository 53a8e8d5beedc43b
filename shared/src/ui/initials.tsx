// Apart from the avatar component so pages without the UI library (the attendee pages) can use it.
import type { User } from '@slotwise/shared/contract/auth.contract';

/** Up to two initials from the name (docs/product.md#avatars: image, else initials, else an icon). */
export function initialsOf(user: Pick<User, 'name' | 'surname'> | null | undefined): string {
  const words = [user?.name, user?.surname].filter(Boolean).join(' ').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
