import type { User } from '@slotwise/shared/contract/auth.contract';
import { Avatar } from '@slotwise/shared/ui/chakra';
import { initialsOf } from '@slotwise/shared/ui/initials';
import { UserRound } from 'lucide-react';

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
