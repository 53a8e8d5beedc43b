import { Avatar } from '@slotwise/shared/ui/chakra';
import { UserRound } from 'lucide-react';
import type { User } from '@slotwise/shared/contract/auth.contract';

/** Up to two initials from the name (product-spec: image, else initials, else an icon). */
export function initialsOf(user: Pick<User, 'name' | 'surname'> | null | undefined): string {
  const words = [user?.name, user?.surname].filter(Boolean).join(' ').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserAvatar({
  user,
  size = 'sm',
}: {
  user: User | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}) {
  const initials = initialsOf(user);
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="subtle">
      {initials ? (
        <Avatar.Fallback>{initials}</Avatar.Fallback>
      ) : (
        <Avatar.Fallback>
          <UserRound aria-hidden size="60%" />
        </Avatar.Fallback>
      )}
      {user?.avatar ? <Avatar.Image src={user.avatar} alt="" /> : null}
    </Avatar.Root>
  );
}
