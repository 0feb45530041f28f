/**
 * The shape of the product's AWS resources, shared by the local provisioner and (later) the SST stacks.
 * One table (single-table design), one private bucket, one work queue with its dead-letter queue.
 */
export const TABLE_INDEXES = { gsi1: { pk: 'gsi1pk', sk: 'gsi1sk' } } as const
export const TABLE_TTL_ATTRIBUTE = 'expiresAt'

export const WORK_QUEUE = {
  /** Seconds a received message stays hidden before another receive may take it again. */
  visibilityTimeoutSeconds: 60,
  /** Receives after which a message moves to the dead-letter queue. */
  maxReceiveCount: 5,
  /** Messages handed to one worker invocation. */
  batchSize: 10,
} as const

export function workQueueName(tableName: string): string {
  return `${tableName}-work`
}
export function deadLetterQueueName(tableName: string): string {
  return `${tableName}-work-dlq`
}
