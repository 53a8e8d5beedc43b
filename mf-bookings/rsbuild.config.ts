import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';
import federationConfig from './module-federation.config';

export default remoteBuildConfig({ app: 'mf-bookings', defaultPort: 3012, federation: federationConfig });
