import type { Batch } from '@simlessly/shared'

/**
 * A batch as `batch.info` answers it: a configuration's generation of 300 ACs, under way, with no files yet;
 * each test names the fields its case is about.
 */
export function batchFixture(fields: Partial<Batch> = {}): Batch {
  return {
    batchCode: '01JFIRST',
    type: 'BATCH_GENERATE',
    configId: 'c1',
    configName: 'Lab',
    formats: ['STRING'],
    process: 'PROCESSING',
    total: 300,
    success: 0,
    failed: 0,
    encrypted: false,
    createdAt: 1,
    downloads: {},
    ...fields,
  }
}
