import { createSlice } from '@reduxjs/toolkit';
import {
  assertRemoteModule,
  RemoteContractError,
  remoteContractVersion,
} from '@slotwise/shared/remote/remote-module';

const slice = createSlice({ name: 'demo', initialState: {}, reducers: {} });
const valid = {
  name: 'mf_auth',
  contractVersion: remoteContractVersion,
  routes: [{ path: '/login', Component: () => null }],
};

describe('assertRemoteModule', () => {
  it('accepts a module of the contract shape, also as a default export', () => {
    expect(assertRemoteModule(valid, 'mf_auth')).toBe(valid);
    expect(assertRemoteModule({ default: valid }, 'mf_auth')).toBe(valid);
  });

  it('accepts slices (optional) and the fields older remotes still carry', () => {
    const withSlices = { ...valid, slices: [slice] };
    expect(assertRemoteModule(withSlices, 'mf_auth')).toBe(withSlices);
    const older = { ...valid, displayName: 'Sign-in', slices: [], injectedApis: [] };
    expect(assertRemoteModule(older, 'mf_auth')).toBe(older);
  });

  it('accepts message catalogues (optional, so remotes built before languages still load)', () => {
    const withCatalogues = { ...valid, catalogues: [{ namespace: 'auth', en: {}, loaders: {} }] };
    expect(assertRemoteModule(withCatalogues, 'mf_auth')).toBe(withCatalogues);
  });

  it.each([
    ['nothing', undefined, /exposes no object/],
    ['another remote', { ...valid, name: 'mf_settings' }, /its name is mf_settings/],
    ['another contract version', { ...valid, contractVersion: 2 }, /contract v2/],
    ['routes without components', { ...valid, routes: [{ path: '/login' }] }, /routes/],
    ['something that is no slice', { ...valid, slices: [{}] }, /slices/],
    ['catalogues without a namespace', { ...valid, catalogues: [{ en: {} }] }, /catalogues/],
  ])('refuses %s', (_label, candidate, message) => {
    expect(() => assertRemoteModule(candidate, 'mf_auth')).toThrow(RemoteContractError);
    expect(() => assertRemoteModule(candidate, 'mf_auth')).toThrow(message);
  });
});
