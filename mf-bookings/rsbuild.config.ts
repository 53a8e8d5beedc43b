import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';
import federationConfig from './module-federation.config';

export default remoteBuildConfig({
  app: 'mf-bookings',
  defaultPort: 3012,
  federation: federationConfig,
  // The attendee pages' first view drawn by the shell's server (src/app/attendee-preview.tsx).
  server: { name: 'attendee-preview', entry: './src/app/attendee-preview.tsx' },
});
