import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * The batch files a browser (or an API client) uploads straight to the bucket with a presigned PUT, in
 * their enterprise's partition by upload id (a ULID, also the object's name under the enterprise's upload
 * prefix, so a key names its enterprise and its upload). The batch start claims one by a conditional write
 * of its batch code, so an upload starts one batch.
 * Access patterns:
 * - get one upload of an enterprise (the batch start checks it, then claims it)
 */
export function createBatchUploadEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'batchUpload', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        uploadId: { type: 'string', required: true, readOnly: true },
        fileName: { type: 'string', required: true, readOnly: true },
        /** What the uploader said the file holds: the PUT is signed for exactly this many bytes. */
        bytes: { type: 'number', required: true, readOnly: true },
        createdBy: { type: 'string', required: true, readOnly: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        /** Epoch ms after which the upload starts no batch. */
        startBy: { type: 'number', required: true, readOnly: true },
        /** The batch it started, once claimed. */
        batchCode: { type: 'string' },
        /** Epoch seconds, for DynamoDB TTL (DynamoDB Local keeps expired items: code reads startBy). */
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        byUpload: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['uploadId'] },
        },
      },
    },
    { client, table },
  )
}

export type BatchUploadItem = EntityItem<ReturnType<typeof createBatchUploadEntity>>
