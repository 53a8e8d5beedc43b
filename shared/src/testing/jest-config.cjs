// The jest preset of every front-end package: jsdom, TypeScript and JSX through SWC.
const path = require('node:path');

/** @param {string} packageDir */
module.exports = function jestConfig(packageDir) {
  return {
    rootDir: packageDir,
    // jsdom with Node's fetch, Request, TextEncoder... kept (React Router's data APIs need them).
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace sources (shared) are TypeScript too; only third-party ESM needs care.
    transformIgnorePatterns: ['/node_modules/(?!(@slotwise)/)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    moduleNameMapper: { '\\.(css|svg|png|jpg)$': path.join(__dirname, 'file-stub.cjs') },
  };
};
