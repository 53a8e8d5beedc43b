import { googleScopeLabels, integrationMessages } from '@slotwise/shared/contract/integrations.contract';

// Every text of the Calendar Integrations tab and the calendar connect return, in one place so
// that the translations of decisions §12 replace this module and nothing else.
export const integrationsTexts = {
  heading: 'Email & Calendar Integrations',
  note: 'Additional Google accounts give email and calendar access; they do not affect how you sign in.',

  // The Google row (product-spec "Settings", Integrations tab)
  googleTitle: 'Google Account (Email & Calendar)',
  googleNoAccount: 'Connect additional Google account for email/calendar access',
  googleAccountCount: (count: number) => `${count} additional account(s) connected`,
  connectFirst: 'Connect Additional Account',
  connectAnother: 'Connect Another Google Account',
  connecting: 'Connecting…',
  loadingAccounts: 'Loading Google accounts',
  tryAgain: 'Try Again',

  // One connected account
  accountsLabel: 'Connected Google accounts',
  primaryBadge: 'Primary',
  accessLabel: (email: string) => `Calendar access of ${email}`,
  scopeGranted: 'granted',
  scopeNotGranted: 'not granted',
  /** The two scopes the spec shows per account (Calendar and Events), with their §3 names. */
  shownScopes: [
    { scope: 'calendar', ...googleScopeLabels.calendar },
    { scope: 'calendar_events', ...googleScopeLabels.calendar_events },
  ],
  actionsFor: (email: string) => `Actions for ${email}`,
  primaryAccount: 'Primary Account',
  setAsPrimary: 'Set as Primary',
  disconnect: 'Disconnect',

  // Disconnect confirmation
  confirmTitle: 'Disconnect Google account?',
  confirmMessage: (email: string) =>
    `Slotwise will stop using the calendar of ${email}. You can connect it again at any time.`,
  cancel: 'Cancel',

  // Coming Soon section
  comingSoonHeading: 'Coming Soon',
  comingSoon: ['Office 365 (Microsoft Calendar)', 'Apple Calendar (iCloud)'],
  comingSoonBadge: 'Coming Soon',

  // Settings-page toasts (product-spec §8) and the connect return's default (§4)
  connected: integrationMessages.connected,
  disconnected: integrationMessages.disconnected,
  primaryUpdated: integrationMessages.primaryUpdated,
  fetchFailed: integrationMessages.fetchFailed,
  connectFailed: integrationMessages.connectFailed,
  disconnectFailed: integrationMessages.disconnectFailed,
  setPrimaryFailed: integrationMessages.setPrimaryFailed,
} as const;
