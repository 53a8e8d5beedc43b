import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { runtimeConfigFromEnv } from '../scripts/runtime-config.mjs';
import federationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federationConfig)],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Slotwise',
    template: './src/index.html',
  },
  output: { cleanDistPath: true },
  tools: { rspack: { optimization: { chunkIds: 'named' } } },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
    // The start-up chunks (bootstrap, render-app, react-dom) download with the entry, not after it;
    // the other languages' catalogues only when chosen (named chunk ids make them recognisable).
    preload: { type: 'async-chunks', exclude: [/[/_]locales?_/, /\.(?:webmanifest|pdf|txt)$/i] },
  },
  server: {
    port: Number(process.env.SHELL_PORT ?? 3000),
    historyApiFallback: true,
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3001' },
  },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url !== '/config.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
        });
      },
    ],
  },
});
