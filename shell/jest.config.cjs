module.exports = require('@slotwise/shared/testing/jest-config')(__dirname);
