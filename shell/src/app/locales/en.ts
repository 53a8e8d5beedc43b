// English is the spec's exact text and the fallback of every other language.
const shell = {
  'nav.main': 'Main',
  'nav.mobile': 'Mobile',
  'nav.dashboard': 'Dashboard',
  'nav.eventTypes': 'Event Types',
  'nav.bookings': 'Bookings',
  'nav.availability': 'Availability',
  'nav.teams': 'Teams',
  'nav.settings': 'Settings',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.signOut': 'Sign out',
  'session.loading': 'Loading your account',
  'area.mf_marketing': 'This page',
  'area.mf_auth': 'Sign-in',
  'area.mf_bookings': 'Bookings',
  'area.mf_event_types': 'Event types',
  'area.mf_settings': 'Settings',
  'remoteError.title': '{{area}} could not be loaded.',
  'remoteError.newer':
    'This part of Slotwise was built for a newer version of the app than the one running here.',
  'remoteError.older':
    'This part of Slotwise was built for an older version of the app than the one running here.',
  'remoteError.contract': 'This part of Slotwise was deployed in a version the app cannot use yet.',
  'remoteError.unreachable':
    'The server for this part of Slotwise did not answer. Check your connection and try again.',
  'remoteError.restWorks': 'The rest of the app keeps working.',
  'remoteError.versions': 'It needs {{module}} {{required}}; this app provides {{provided}}.',
  'remoteError.retry': 'Try Again',
  'verify.bannerTitle': 'Confirm your e-mail address',
  'verify.bannerText':
    'We sent a link to {{email}}. Until you open it, team invitations, API keys and webhooks stay locked.',
  'verify.resend': 'Resend',
  'verify.resending': 'Sending...',
  'verify.tooMany': 'You asked for too many e-mails. Please try again later.',
  'verify.resendFailed': 'We could not send the e-mail. Please try again.',
  'preview.region': 'Remote preview',
  'preview.active': 'Previewing {{remote}} from {{origin}}',
  'preview.reset': 'Reset',
  'preview.resetLabel': 'Reset {{remote}} preview',
  'preview.dismiss': 'Dismiss',
};

export type ShellKey = keyof typeof shell;
export default shell;
