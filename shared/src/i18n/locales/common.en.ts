// English is the spec's exact text and the fallback of every other language.
const common = {
  'userMenu.open': 'Open user menu',
  'userMenu.dashboard': 'Dashboard',
  'userMenu.settings': 'Settings',
  'userMenu.signOut': 'Sign out',
  'notFound.title': 'Oops! Page not found',
  'notFound.description': "The page you are looking for doesn't exist or has been moved.",
  'notFound.home': 'Return to Home',
  'brand.home': '{{brand}} home',
  'toast.close': 'Close notification',
  'status.loading': 'Loading',
  'location.google_meet': 'Google Meet',
  'location.jitsi': 'Jitsi Meet',
  'location.zoom': 'Zoom',
  'location.teams': 'Microsoft Teams',
  'location.in_person': 'In person',
  'location.phone': 'Phone call',
  'toast.region': 'Notifications (Alt+T)',
};

export type CommonKey = keyof typeof common;
export default common;
