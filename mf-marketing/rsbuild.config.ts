import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';
import federationConfig from './module-federation.config';

export default remoteBuildConfig({
  app: 'mf-marketing',
  defaultPort: 3010,
  federation: federationConfig,
  prerender: './src/app/prerender-entry.ts',
});
