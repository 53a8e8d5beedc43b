import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';
import federationConfig from './module-federation.config';

export default remoteBuildConfig({ app: 'mf-event-types', defaultPort: 3013, federation: federationConfig });
