import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@slotwise/shared/ui/chakra';

/** The app's one toaster; remotes call `toaster.create({ type, title, description, duration })`. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export function AppToaster() {
  const t = useMessages(commonCatalogue);
  return (
    <Portal>
      {/* The region's name in the page's language (the library's own is English). */}
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toast.region')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable !== false && <Toast.CloseTrigger aria-label={t('toast.close')} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
