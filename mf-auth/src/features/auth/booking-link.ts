/** The 'Your booking link' hint: the site host without a leading www, then the username. */
export function bookingLinkPreview(host: string, username: string, placeholder = 'username'): string {
  const name = username.trim();
  return `${host.replace(/^www\./i, '')}/${name || placeholder}`;
}
