/** ts-jest in ESM mode; run through `npm test` (node --experimental-vm-modules). */
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // CPU-hungry suites run on their own, one at a time, after these (jest.serial.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/serial/'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } },
    ],
  },
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/scripts/jest-closing-line.js'],
};
