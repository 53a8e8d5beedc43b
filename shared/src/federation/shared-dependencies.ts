// The federation share scope of every app, in one place: each app's module-federation config
// spreads this, so the shell and the remotes always agree on what is a singleton.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

type SharedConfig = {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
  eager?: boolean;
  /** The module's file: provided even where the app's own code never imports it. */
  import?: string;
};

const sharedRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sharedPackage = JSON.parse(readFileSync(join(sharedRoot, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

// Folders whose modules run in the browser and must exist once (state, context, the client).
const browserFolders = ['api', 'contract', 'datetime', 'i18n', 'remote', 'router', 'store', 'ui'];

/** Every browser module of `shared`, as the specifier apps import it by. */
export function sharedModuleSpecifiers(): string[] {
  const specifiers: string[] = [];
  for (const folder of browserFolders) {
    let files: string[] = [];
    try {
      files = readdirSync(join(sharedRoot, 'src', folder));
    } catch {
      continue;
    }
    for (const file of files) {
      if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const name = file.replace(/\.tsx?$/, '');
      specifiers.push(
        folder === 'router'
          ? '@slotwise/shared/router'
          : `@slotwise/shared/${relative('.', join(folder, name))}`,
      );
    }
  }
  specifiers.push('@slotwise/shared/remote/standalone');
  return [...new Set(specifiers)];
}

/**
 * The version the `shared` modules are declared with: shared's package.json version, unless
 * SHARED_VERSION_OVERRIDE is set. The override exists for the version-skew journeys only
 * (a remote built "against" another minor or major of shared); never set it for a release.
 */
export function sharedVersion(env: Record<string, string | undefined> = process.env): string {
  const override = env.SHARED_VERSION_OVERRIDE?.trim();
  if (!override) return sharedPackage.version;
  if (!/^\d+\.\d+\.\d+$/.test(override)) {
    throw new Error(`SHARED_VERSION_OVERRIDE must be a version like 1.2.0, not "${override}"`);
  }
  return override;
}

function exactVersionOf(library: string): string {
  return sharedPackage.dependencies[library].replace(/^[\^~]/, '');
}

/**
 * Libraries that hold state or React context are singletons. Chakra UI and React Router are
 * reached only through the facades `@slotwise/shared/ui/chakra` and `@slotwise/shared/router`,
 * which are singletons themselves: one Chakra and one router at run time, without sending the
 * whole libraries. Stateless libraries (date-fns, zod via the contract) need no sharing.
 * The shell passes `eager`: it needs every one of them for its first paint, and bundling them
 * into its entry saves dozens of serial chunk requests; remotes keep them lazy and use the
 * shell's copies.
 */
export function sharedDependencies(
  options: { eager?: boolean; provideAlways?: string[] } = {},
): Record<string, SharedConfig> {
  // Import specifier -> the package whose version it has. RTK Query's entry points are shared
  // too: otherwise each remote that uses RTK Query bundles its own copy (and immer with it).
  const libraries: Record<string, string> = {
    react: 'react',
    'react-dom': 'react-dom',
    '@reduxjs/toolkit': '@reduxjs/toolkit',
    '@reduxjs/toolkit/query': '@reduxjs/toolkit',
    '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
    'react-redux': 'react-redux',
    '@emotion/react': '@emotion/react',
  };
  const shared: Record<string, SharedConfig> = {};
  for (const [specifier, library] of Object.entries(libraries)) {
    const version = exactVersionOf(library);
    shared[specifier] = { singleton: true, requiredVersion: `^${version}`, eager: options.eager };
  }
  const version = sharedVersion();
  const [major] = version.split('.');
  for (const specifier of sharedModuleSpecifiers()) {
    // The shared package follows semver: a newer minor loads in an older shell, a new major
    // is refused (strictVersion) and the remote's fallback shows instead.
    shared[specifier] = {
      singleton: true,
      version,
      requiredVersion: `^${major}.0.0`,
      strictVersion: true,
      eager: options.eager,
    };
  }
  // A module is otherwise provided only by an app whose own code imports it.
  for (const specifier of options.provideAlways ?? []) {
    if (!shared[specifier]) throw new Error(`${specifier} is not a shared module`);
    shared[specifier] = { ...shared[specifier], import: sharedModuleFile(specifier) };
  }
  return shared;
}

/** The source file of a shared module, from its specifier ('@slotwise/shared/api/x' -> src/api/x.ts). */
function sharedModuleFile(specifier: string): string {
  const base = join(sharedRoot, 'src', specifier.replace(/^@slotwise\/shared\//, ''));
  const file = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No source file for ${specifier}`);
  return file;
}
