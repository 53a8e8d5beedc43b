import { assertAttendeeModule, attendeeContractVersion } from '@slotwise/shared/remote/attendee-module';
import { RemoteContractError } from '@slotwise/shared/remote/remote-module';

const valid = {
  name: 'mf_bookings',
  contractVersion: attendeeContractVersion,
  routes: [{ path: '/:username/:slug', Component: () => null }],
};

describe('assertAttendeeModule', () => {
  it('accepts a module of the contract shape, also as a default export', () => {
    expect(assertAttendeeModule(valid, 'mf_bookings')).toBe(valid);
    expect(assertAttendeeModule({ default: valid }, 'mf_bookings')).toBe(valid);
    const withCatalogues = { ...valid, catalogues: [{ namespace: 'bookings', en: {}, loaders: {} }] };
    expect(assertAttendeeModule(withCatalogues, 'mf_bookings')).toBe(withCatalogues);
  });

  it.each([
    ['nothing', null, /exposes no object/],
    ['another remote', { ...valid, name: 'mf_auth' }, /its name is mf_auth/],
    ['another contract version', { ...valid, contractVersion: 2 }, /attendee contract v2/],
    ['routes without components', { ...valid, routes: [{ path: '/x' }] }, /routes/],
    ['catalogues without a namespace', { ...valid, catalogues: [{ en: {} }] }, /catalogues/],
  ])('refuses %s with the error the shell shows as a broken contract', (_label, candidate, message) => {
    expect(() => assertAttendeeModule(candidate, 'mf_bookings')).toThrow(RemoteContractError);
    expect(() => assertAttendeeModule(candidate, 'mf_bookings')).toThrow(message);
  });
});
