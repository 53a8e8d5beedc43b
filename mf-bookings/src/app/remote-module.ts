import { type RemoteModule, remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { analyticsApi } from '../features/analytics/analytics.api';
import { BookingsPage } from '../features/bookings/bookings-page';
import { bookingsApi } from '../features/bookings/bookings.api';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { dashboardApi } from '../features/dashboard/dashboard.api';
import { bookingsCatalogue } from './bookings-catalogue';

const remoteModule: RemoteModule = {
  name: 'mf_bookings',
  displayName: 'Bookings',
  contractVersion: remoteContractVersion,
  routes: [
    { path: '/dashboard', Component: DashboardPage },
    { path: '/dashboard/bookings', Component: BookingsPage },
    { path: '/dashboard/analytics', Component: AnalyticsPage },
  ],
  slices: [],
  injectedApis: [dashboardApi, bookingsApi, analyticsApi],
  catalogues: [bookingsCatalogue, commonCatalogue],
};

export default remoteModule;
