const base = require('@slotwise/shared/testing/jest-config')(__dirname);

module.exports = {
  projects: [
    { ...base, displayName: 'shell' },
    // The shell's server runs in Node, and so do its tests (esbuild, which minifies the server's
    // inline scripts when it loads, refuses jsdom's globals); the few about browser code say
    // `@jest-environment jsdom` themselves.
    {
      ...base,
      displayName: 'shell server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      setupFilesAfterEnv: [],
    },
  ],
};
