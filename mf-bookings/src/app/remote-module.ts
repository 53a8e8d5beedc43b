import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { type RemoteModule, remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { BookingsPage } from '../features/bookings/bookings-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { bookingsCatalogue } from './bookings-catalogue';

const remoteModule: RemoteModule = {
  name: 'mf_bookings',
  contractVersion: remoteContractVersion,
  routes: [
    { path: '/dashboard', Component: DashboardPage },
    { path: '/dashboard/bookings', Component: BookingsPage },
    { path: '/dashboard/analytics', Component: AnalyticsPage },
  ],
  catalogues: [bookingsCatalogue, commonCatalogue],
};

export default remoteModule;
