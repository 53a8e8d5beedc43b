import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';
import federationConfig from './module-federation.config';

export default remoteBuildConfig({
  app: 'mf-auth',
  defaultPort: 3011,
  federation: federationConfig,
  prerender: './src/app/prerender-entry.ts',
});
