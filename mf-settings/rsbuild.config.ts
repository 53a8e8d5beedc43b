import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';
import federationConfig from './module-federation.config';

export default remoteBuildConfig({ app: 'mf-settings', defaultPort: 3014, federation: federationConfig });
