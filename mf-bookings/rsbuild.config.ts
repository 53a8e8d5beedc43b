import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';

export default remoteBuildConfig({
  app: 'mf-bookings',
  // The attendee pages' first view drawn by the shell's server (src/app/attendee-preview.tsx).
  server: { name: 'attendee-preview', entry: './src/app/attendee-preview.tsx' },
});
