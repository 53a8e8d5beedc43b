import { settingsText as text } from '../../app/settings-catalogue';

// Every text of the Calendar Integrations tab and the calendar connect return, in one place.
// Each is a getter that reads the active language (docs/product.md#language) at the moment it is used;
// SettingsPage re-renders on a language switch. English is the product's exact wording.
export const integrationsTexts = {
  get heading() {
    return text('integrations.heading');
  },
  get note() {
    return text('integrations.note');
  },

  // The Google row (docs/product.md#settings-screen, Integrations tab)
  get googleTitle() {
    return text('integrations.googleTitle');
  },
  get googleNoAccount() {
    return text('integrations.googleNoAccount');
  },
  googleAccountCount: (count: number) => text('integrations.googleAccountCount', { count }),
  get connectFirst() {
    return text('integrations.connectFirst');
  },
  get connectAnother() {
    return text('integrations.connectAnother');
  },
  get connecting() {
    return text('integrations.connecting');
  },
  get loadingAccounts() {
    return text('integrations.loadingAccounts');
  },
  get tryAgain() {
    return text('integrations.tryAgain');
  },

  // One connected account
  get accountsLabel() {
    return text('integrations.accountsLabel');
  },
  get primaryBadge() {
    return text('integrations.primaryBadge');
  },
  accessLabel: (email: string) => text('integrations.accessLabel', { email }),
  get scopeGranted() {
    return text('integrations.scopeGranted');
  },
  get scopeNotGranted() {
    return text('integrations.scopeNotGranted');
  },
  /**
   * The two scopes the spec shows per account (Calendar and
   * Events), with their names (docs/product.md#google-accounts).
   */
  get shownScopes() {
    return [
      {
        scope: 'calendar',
        name: text('scope.calendarName'),
        description: text('scope.calendarDescription'),
      },
      {
        scope: 'calendar_events',
        name: text('scope.eventsName'),
        description: text('scope.eventsDescription'),
      },
    ] as const;
  },
  actionsFor: (email: string) => text('integrations.actionsFor', { email }),
  get primaryAccount() {
    return text('integrations.primaryAccount');
  },
  get setAsPrimary() {
    return text('integrations.setAsPrimary');
  },
  get disconnect() {
    return text('integrations.disconnect');
  },

  // Disconnect confirmation
  get confirmTitle() {
    return text('integrations.confirmTitle');
  },
  confirmMessage: (email: string) => text('integrations.confirmMessage', { email }),
  get cancel() {
    return text('integrations.cancel');
  },

  // Coming Soon section
  get comingSoonHeading() {
    return text('integrations.comingSoonHeading');
  },
  get comingSoon() {
    return [text('comingSoon.office365'), text('comingSoon.apple')];
  },
  get comingSoonBadge() {
    return text('integrations.comingSoonBadge');
  },

  // Settings-page toasts (docs/product.md#toasts-and-banners) and the connect return's default
  // (docs/product.md#google-calendar)
  get connected() {
    return text('integrations.connected');
  },
  get disconnected() {
    return text('integrations.disconnected');
  },
  get primaryUpdated() {
    return text('integrations.primaryUpdated');
  },
  get fetchFailed() {
    return text('integrations.fetchFailed');
  },
  get connectFailed() {
    return text('integrations.connectFailed');
  },
  get disconnectFailed() {
    return text('integrations.disconnectFailed');
  },
  get setPrimaryFailed() {
    return text('integrations.setPrimaryFailed');
  },
};
