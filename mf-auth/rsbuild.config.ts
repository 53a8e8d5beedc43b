import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import federationConfig from './module-federation.config';

const port = Number(process.env.PORT ?? 3011);

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federationConfig)],
  // index.ts is the team's standalone dev page; the shell only loads the exposed module.
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Slotwise (mf-auth standalone)' },
  // 'auto': chunks load from wherever the manifest was served, not from the shell's origin.
  output: { assetPrefix: 'auto', cleanDistPath: true },
  server: {
    port,
    cors: true,
    historyApiFallback: true,
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3001' },
  },
  dev: { assetPrefix: `http://localhost:${port}/` },
});
