import {
  federationBundlerExternal,
  federationBundlerGlobal,
  federationBundlerModules,
  federationHelperGlobals,
} from '@slotwise/shared/federation/federation-helper-globals';
import federationRuntimePlugin, { hasInlineStylesheet } from './federation-runtime.plugin';

const css = 'https://bookings.example/static/css/async/__federation_expose_attendee.1a2b.css';
const js = 'https://bookings.example/static/js/async/__federation_expose_attendee.3c4d.js';

/** The filters the runtime will apply to the expose's files, once the plugin has seen them. */
function preloadFilterOf(preload: { nameOrAlias: string; filter?: (url: string) => boolean }) {
  const preloadOps = [preload];
  const hook = federationRuntimePlugin().beforePreloadRemote as unknown as (args: {
    preloadOps: typeof preloadOps;
  }) => void;
  hook({ preloadOps });
  const { filter } = preloadOps[0];
  if (!filter) throw new Error('no filter');
  return filter;
}

describe('the federation runtime plugin', () => {
  it('provides the runtime helpers the remotes are built without, under the globals they read', () => {
    const init = federationRuntimePlugin().beforeInit as unknown as (args: object) => object;
    const args = { options: { name: 'shell' } };
    expect(init(args)).toBe(args);
    for (const external of Object.values(federationHelperGlobals)) {
      const global = external.replace(/^global /, '') as keyof typeof globalThis;
      const provided = globalThis[global] as Record<string, unknown>;
      expect(
        typeof provided.loadScript === 'function' || typeof provided.getShortErrorMsg === 'function',
      ).toBe(true);
    }
  });

  it("provides every bundler runtime function the remotes take from it, each under its file's export name", () => {
    const init = federationRuntimePlugin().beforeInit as unknown as (args: object) => object;
    init({ options: { name: 'shell' } });
    const provided = (globalThis as unknown as Record<string, Record<string, unknown>>)[
      federationBundlerGlobal
    ];
    for (const name of federationBundlerModules)
      expect([name, typeof provided[name]]).toEqual([name, 'function']);
  });

  it("reads only those files of the bundler runtime from the shell, not another package's files of the same names", () => {
    const external = (request: string, context: string) => {
      let result: string | undefined;
      federationBundlerExternal({ request, context }, (_error, value) => {
        result = value;
      });
      return result;
    };
    const dist = '/app/node_modules/@module-federation/webpack-bundler-runtime/dist';
    expect(external('./consumes.js', dist)).toBe(`global ${federationBundlerGlobal}`);
    expect(external('./attachShareScopeMap.js', dist)).toBe(`global ${federationBundlerGlobal}`);
    // The container's own state and its exposes' start stay in the remote.
    expect(external('./index.js', dist)).toBeUndefined();
    expect(external('./initContainerEntry.js', dist)).toBeUndefined();
    expect(external('./init.js', '/app/mf-bookings/src/app')).toBeUndefined();
    expect(external('./init.js', '/app/node_modules/@module-federation/runtime/dist')).toBeUndefined();
  });

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('leaves out a stylesheet the page has inline under its URL (a drawn attendee page)', () => {
    document.head.innerHTML = `<style data-href="${css}">.page-x{margin:0}</style><style>#a{}</style>`;
    const filter = preloadFilterOf({ nameOrAlias: 'mf_bookings' });
    expect(filter(css)).toBe(false);
    expect(filter(js)).toBe(true);
    expect(filter(css.replace('1a2b', '9999'))).toBe(true);
  });

  it('loads every file of a page without inline stylesheets (a plain page, the app)', () => {
    document.head.innerHTML = '<style>.page-x{margin:0}</style>';
    const filter = preloadFilterOf({ nameOrAlias: 'mf_bookings' });
    expect(filter(css)).toBe(true);
    expect(hasInlineStylesheet(css)).toBe(false);
  });

  it('keeps a filter the caller gave', () => {
    const filter = preloadFilterOf({ nameOrAlias: 'mf_bookings', filter: (url) => !url.endsWith('.js') });
    expect(filter(js)).toBe(false);
    expect(filter(css)).toBe(true);
  });
});
