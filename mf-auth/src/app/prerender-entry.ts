// The Node entry that draws this remote's public pages at its build: remoteBuildConfig bundles
// it (its `prerender` option) and calls drawPages once the browser builds are done.
import { drawPrerenderedPages } from '@slotwise/shared/federation/prerender-pages';
import { prerenderedPagesIn } from './prerendered-pages';
import remoteModule from './remote-module';

export const drawPages = () => drawPrerenderedPages(remoteModule, prerenderedPagesIn);
