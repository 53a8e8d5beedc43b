import { avatarMessages, avatarRules } from '@slotwise/shared/contract/settings.contract';

/** docs/product.md#avatars: the message to show for a file that cannot be an avatar, or null when it can. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!avatarRules.mimeTypes.includes(file.type)) return avatarMessages.type;
  if (file.size >= avatarRules.maxBytes) return avatarMessages.size;
  return null;
}
