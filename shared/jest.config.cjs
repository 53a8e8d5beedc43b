module.exports = require('./src/testing/jest-config.cjs')(__dirname);
