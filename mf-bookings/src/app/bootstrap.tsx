import { renderStandalone } from '@slotwise/shared/remote/standalone';
import attendeeModule from './attendee-module';
import remoteModule from './remote-module';

const container = document.getElementById('root');
if (container) renderStandalone(remoteModule, container, attendeeModule);
