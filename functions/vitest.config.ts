import { defineConfig } from 'vitest/config'

/**
 * Unit tests and API tests. The global setup starts the local stand-ins (DynamoDB Local in memory,
 * s3rver, SQS, the SMTP sink) on random loopback ports once for the whole run.
 */
export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // The first run downloads the DynamoDB Local jar (about 56 MB) before the stack starts.
    hookTimeout: 180_000,
  },
})
