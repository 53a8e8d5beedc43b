import { createSlice } from '@reduxjs/toolkit';
import {
  assertRemoteModule,
  RemoteContractError,
  remoteContractVersion,
} from '@slotwise/shared/remote/remote-module';

const slice = createSlice({ name: 'demo', initialState: {}, reducers: {} });
const valid = {
  name: 'mf_auth',
  displayName: 'Sign-in',
  contractVersion: remoteContractVersion,
  routes: [{ path: '/login', Component: () => null }],
  slices: [slice],
  injectedApis: [],
};

describe('assertRemoteModule', () => {
  it('accepts a module of the contract shape, also as a default export', () => {
    expect(assertRemoteModule(valid, 'mf_auth')).toBe(valid);
    expect(assertRemoteModule({ default: valid }, 'mf_auth')).toBe(valid);
  });

  it.each([
    ['nothing', undefined, /exposes no object/],
    ['another remote', { ...valid, name: 'mf_settings' }, /its name is mf_settings/],
    ['another contract version', { ...valid, contractVersion: 2 }, /contract v2/],
    ['routes without components', { ...valid, routes: [{ path: '/login' }] }, /routes/],
    ['something that is no slice', { ...valid, slices: [{}] }, /slices/],
    ['no injected API list', { ...valid, injectedApis: undefined }, /injected APIs/],
  ])('refuses %s', (_label, candidate, message) => {
    expect(() => assertRemoteModule(candidate, 'mf_auth')).toThrow(RemoteContractError);
    expect(() => assertRemoteModule(candidate, 'mf_auth')).toThrow(message);
  });
});
