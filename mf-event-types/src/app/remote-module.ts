import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { contractCatalogue } from '@slotwise/shared/i18n/contract-catalogue';
import { type RemoteModule, remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { AvailabilityEditorPage } from '../features/availability/availability-editor-page';
import { AvailabilityListPage } from '../features/availability/availability-list-page';
import { EventTypesPage } from '../features/event-types/event-types-page';
import { TeamsPage } from '../features/teams/teams-page';
import { eventTypesCatalogue } from './event-types-catalogue';

const remoteModule: RemoteModule = {
  name: 'mf_event_types',
  contractVersion: remoteContractVersion,
  routes: [
    { path: '/dashboard/event-types', Component: EventTypesPage },
    { path: '/dashboard/availability', Component: AvailabilityListPage },
    { path: '/dashboard/availability/new', Component: AvailabilityEditorPage },
    { path: '/dashboard/availability/:id', Component: AvailabilityEditorPage },
    { path: '/dashboard/teams', Component: TeamsPage },
  ],
  catalogues: [eventTypesCatalogue, contractCatalogue, commonCatalogue],
};

export default remoteModule;
