import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * Generation batches, in their enterprise's partition; batch codes are ULIDs, so the sort key orders them
 * by time. Counters move by atomic ADD as chunks finish.
 * Access patterns:
 * - get a batch (progress polling, downloads)
 * - list an enterprise's batches, newest first (Generate AC logs)
 */
export function createBatchEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'batch', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        batchCode: { type: 'string', required: true, readOnly: true },
        type: {
          type: [
            'GENERATE_AC',
            'BATCH_GENERATE',
            'RE_GENERATE',
            'SINGLE_GENERATE',
            'OPEN_BATCH_GENERATE',
          ] as const,
          required: true,
        },
        configId: { type: 'string', required: true },
        configName: { type: 'string', required: true },
        formats: { type: 'list', items: { type: 'string' }, required: true },
        encryptOutput: { type: 'boolean', required: true, default: false },
        process: { type: ['PROCESSING', 'COMPLETE'] as const, required: true },
        /** Where the input is (uploaded file, sealed with the data key), or the open-batch ranges. */
        input: { type: 'any', required: true },
        total: { type: 'number', required: true, default: 0 },
        success: { type: 'number', required: true, default: 0 },
        failed: { type: 'number', required: true, default: 0 },
        chunkCount: { type: 'number' },
        chunksDone: { type: 'number', required: true, default: 0 },
        outputs: { type: 'any' },
        /** The QR style active when the batch started, so later edits do not change a running batch. */
        qrStyle: { type: 'any' },
        problem: { type: 'string' },
        /** Set while a worker reads the uploaded file: found set by a later attempt, the read died. */
        readingSince: { type: 'number' },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        completedAt: { type: 'number' },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['batchCode'] },
        },
      },
    },
    { client, table },
  )
}

/** One row per finished chunk: written with the counter update in one transaction, so a chunk counts once. */
export function createBatchChunkEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'batchChunk', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        batchCode: { type: 'string', required: true, readOnly: true },
        chunk: { type: 'number', required: true, readOnly: true },
        success: { type: 'number', required: true },
        failed: { type: 'number', required: true },
        finishedAt: { type: 'number', required: true },
      },
      indexes: {
        byBatch: {
          pk: { field: 'pk', composite: ['enterpriseId', 'batchCode'] },
          sk: { field: 'sk', composite: ['chunk'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * Batches still processing, across tenants, in one small partition that only holds unfinished work: on
 * start, the runner re-queues what a restart interrupted. A row is removed when its batch completes.
 */
export function createActiveBatchEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'activeBatch', version: '1', service: 'simlessly' },
      attributes: {
        batchCode: { type: 'string', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true, readOnly: true },
        since: { type: 'number', required: true },
        expiresAt: { type: 'number', field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['batchCode'] } },
      },
    },
    { client, table },
  )
}

export type BatchItem = EntityItem<ReturnType<typeof createBatchEntity>>
export type BatchChunkItem = EntityItem<ReturnType<typeof createBatchChunkEntity>>
export type ActiveBatchItem = EntityItem<ReturnType<typeof createActiveBatchEntity>>
