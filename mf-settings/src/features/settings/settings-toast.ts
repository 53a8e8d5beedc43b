import { limits } from '@slotwise/shared/contract/limits.contract';
import { toaster } from '@slotwise/shared/ui/toaster';

/** A Settings-page toast: docs/product.md#toasts-and-banners gives them a 3000 ms life. */
export function settingsToast(type: 'success' | 'error', title: string, description?: string) {
  toaster.create({
    type,
    title,
    ...(description && description !== title ? { description } : {}),
    duration: limits.toastLifeSettingsMs,
  });
}
