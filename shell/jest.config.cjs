const config = require('@slotwise/shared/testing/jest-config')(__dirname);

// The shell's server (shell/server) has tests too.
module.exports = { ...config, testMatch: [...config.testMatch, '<rootDir>/server/**/*.test.ts'] };
