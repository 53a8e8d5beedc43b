// The Rsbuild configuration of every remote, in one place: each remote's rsbuild.config.ts
// calls this with its name, port and federation config.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

type FederationConfig = Parameters<typeof pluginModuleFederation>[0];

/**
 * Two builds into one `dist/`:
 * - `remote`: the federated container the shell loads (`remoteEntry.js`, `mf-manifest.json`,
 *   the exposed modules). It is built with `externalRuntime`: it runs on the federation runtime
 *   the shell provides instead of carrying its own copy (~18 KB compressed less per remote on
 *   every first visit, the attendee pages' budget included).
 * - `standalone`: the team's own page (`index.html`, src/index.ts) with no federation at all, so
 *   it runs without a shell to provide that runtime.
 */
export function remoteBuildConfig(options: {
  app: string;
  defaultPort: number;
  federation: FederationConfig;
}): RsbuildConfig {
  const port = Number(process.env.PORT ?? options.defaultPort);
  return defineConfig({
    plugins: [pluginReact()],
    environments: {
      remote: {
        plugins: [
          pluginModuleFederation(
            {
              ...options.federation,
              // `target: 'web'`: without the federation runtime's Node.js loading code.
              experiments: {
                ...options.federation.experiments,
                externalRuntime: true,
                optimization: { target: 'web' },
              },
            },
            { environment: 'remote' },
          ),
        ],
        // An entry of its own name (Rsbuild needs one; the shell loads only remoteEntry.js), so
        // that it never collides with the standalone page's index.js in dev (unhashed names).
        source: { entry: { 'remote-container': './src/app/remote-module.ts' } },
        tools: { htmlPlugin: false },
      },
      standalone: {
        source: { entry: { index: './src/index.ts' } },
        html: { title: `Slotwise (${options.app} standalone)` },
      },
    },
    // 'auto': chunks load from wherever the manifest was served, not from the shell's origin.
    // CSS (the attendee pages' CSS modules) arrives inside the JS as style elements: the shell's
    // CSP takes styles only from its own origin or inline, and it saves a request.
    output: { assetPrefix: 'auto', cleanDistPath: true, injectStyles: true },
    server: {
      port,
      cors: true,
      historyApiFallback: true,
      proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3001' },
    },
    dev: { assetPrefix: `http://localhost:${port}/` },
  });
}
