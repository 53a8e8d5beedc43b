import { renderStandalone } from '@slotwise/shared/remote/standalone';
import remoteModule from './remote-module';

const container = document.getElementById('root');
if (container) renderStandalone(remoteModule, container);
