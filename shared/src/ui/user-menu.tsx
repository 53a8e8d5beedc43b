import { useLogoutMutation } from '@slotwise/shared/api/session.api';
import { selectUser } from '@slotwise/shared/api/session.slice';
import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { useNavigate } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { Box, Button, Menu, Portal, Text } from '@slotwise/shared/ui/chakra';
import { UserAvatar } from '@slotwise/shared/ui/user-avatar';

/** Sign out logs out (local state is cleared whatever the server says) and goes to /login. */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  return async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    navigate('/login');
  };
}

export function UserMenu() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const t = useMessages(commonCatalogue);
  const fullName = [user?.name, user?.surname].filter(Boolean).join(' ');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" rounded="full" aria-label={t('userMenu.open')}>
          <UserAvatar user={user} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {fullName || user?.username}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user?.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="dashboard" onSelect={() => navigate('/dashboard')}>
              {t('userMenu.dashboard')}
            </Menu.Item>
            <Menu.Item value="settings" onSelect={() => navigate('/dashboard/settings')}>
              {t('userMenu.settings')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={signOut}>
              {t('userMenu.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
