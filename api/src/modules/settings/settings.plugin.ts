import path from 'node:path';
import fp from 'fastify-plugin';
import { type AvatarStore, createAvatarStore, DbAvatarStore } from './avatar-store';
import { AVATAR_FILE_PATTERN, SettingsService } from './settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user's profile settings and avatar (stored in the database or S3). */
    settings: SettingsService;
    /** Where avatars are kept (the database or S3): opened once, shared with account deletion. */
    avatarStore: AvatarStore;
  }
}

/** Opens the avatar store (importing an older avatars folder into the database once) and builds the service. */
export default fp(
  async (app) => {
    const avatarStore = createAvatarStore(app.config, app.db);
    if (avatarStore instanceof DbAvatarStore) {
      await avatarStore.importFolder(path.join(app.config.dataDir, 'avatars'), AVATAR_FILE_PATTERN, app.log);
    }
    app.addHook('onClose', async () => avatarStore.close?.());
    app.decorate<AvatarStore>('avatarStore', avatarStore);
    app.decorate('settings', new SettingsService(app.db, avatarStore));
  },
  { name: 'settings', dependencies: ['db'] },
);
