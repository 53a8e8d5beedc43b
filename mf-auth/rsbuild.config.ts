import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';

// Its public pages drawn to HTML at the build (src/app/prerendered-pages.ts lists them).
export default remoteBuildConfig({ app: 'mf-auth', prerender: './src/app/prerender-entry.ts' });
