import type { Slice } from '@reduxjs/toolkit';
import type { MessageCatalogue } from '@slotwise/shared/i18n/i18n';
import type { ComponentType } from 'react';

/** The five remotes, by their federation name. */
export const remoteNames = [
  'mf_marketing',
  'mf_auth',
  'mf_bookings',
  'mf_event_types',
  'mf_settings',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Bumped on a breaking change of RemoteModule; the shell refuses other versions. */
export const remoteContractVersion = 1;

export interface RemoteRoute {
  /** Absolute path pattern, exactly as the shell's route table lists it. */
  path: string;
  Component: ComponentType;
}

/**
 * What each remote exposes as './module' and the shell mounts: its routes and, if it has any,
 * the slices the shell injects into the store. (Its RTK Query endpoints join `baseApi` when its
 * feature files load.) Older remotes that still carry `displayName`, `injectedApis` or an empty
 * `slices` keep loading: extra fields are ignored.
 */
export interface RemoteModule {
  name: RemoteName;
  contractVersion: typeof remoteContractVersion;
  routes: readonly RemoteRoute[];
  slices?: readonly Slice[];
  /**
   * Its message catalogues (docs/product.md#language): the shell loads them in the current language before
   * mounting the remote. Optional, so remotes built before languages existed still load.
   */
  catalogues?: readonly MessageCatalogue[];
}

/**
 * The run-time check of an exposed module shared by both contracts: an object with the remote's
 * name, the contract's version, routes of { path, Component } and optional catalogues, plus
 * what `ownProblems` finds; throws RemoteContractError listing every problem.
 */
export function checkExposedModule<Shape>(
  value: unknown,
  expected: RemoteName,
  contract: { kind: '' | 'attendee '; version: number },
  ownProblems: (candidate: Partial<Shape>) => string[] = () => [],
): Shape {
  const candidate = (value as { default?: unknown } | null)?.default ?? value;
  const problems: string[] = [];
  const m = candidate as
    | (Partial<Shape> & Partial<Pick<RemoteModule, 'name' | 'contractVersion' | 'routes' | 'catalogues'>>)
    | null;
  if (!m || typeof m !== 'object') problems.push('it exposes no object');
  else {
    if (m.name !== expected) problems.push(`its name is ${String(m.name)}, expected ${expected}`);
    if (m.contractVersion !== contract.version)
      problems.push(
        `it implements ${contract.kind}contract v${String(m.contractVersion)}, expected v${contract.version}`,
      );
    problems.push(...ownProblems(m));
    if (!Array.isArray(m.routes) || m.routes.some((r) => typeof r?.path !== 'string' || !r.Component))
      problems.push('its routes are not a list of { path, Component }');
    if (
      m.catalogues !== undefined &&
      (!Array.isArray(m.catalogues) || m.catalogues.some((c) => typeof c?.namespace !== 'string' || !c.en))
    )
      problems.push('its catalogues are not message catalogues');
  }
  if (problems.length > 0) {
    throw new RemoteContractError(
      `The ${expected} ${contract.kind}module does not match the shell's contract: ${problems.join('; ')}.`,
    );
  }
  return candidate as Shape;
}

/** Run-time check of a loaded module's shape, so a wrong remote shows a fallback, not a crash. */
export function assertRemoteModule(value: unknown, expected: RemoteName): RemoteModule {
  return checkExposedModule<RemoteModule>(
    value,
    expected,
    { kind: '', version: remoteContractVersion },
    (m) => {
      const problems: string[] = [];
      if (
        m.slices !== undefined &&
        (!Array.isArray(m.slices) || m.slices.some((s) => typeof s?.reducer !== 'function' || !s.reducerPath))
      )
        problems.push('its slices are not Redux slices');
      return problems;
    },
  );
}

export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
}
