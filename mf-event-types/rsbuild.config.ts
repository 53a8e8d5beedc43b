import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';

export default remoteBuildConfig({ app: 'mf-event-types' });
