import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The admin's list of clients: one item per enterprise in the platform's client partition, holding the
 * columns the list sorts and filters by, kept up to date by the writes that change them (the enterprise's
 * creation, an admin's suspension or trial extension, a plan activated, expired or cancelled). A page of
 * the list is one query of this partition, never a read of every tenant; what each row counts (members,
 * profiles, downloads) is read for the page's rows only.
 * Access patterns:
 * - every client by creation time, newest or oldest first (the list's default order)
 * - every client by name (gsi1: the list sorted by name)
 * - the clients of one status by creation time (gsi9: the status filter reads that status's partition,
 *   not the whole list: a hundred suspended clients among ten thousand are a hundred items)
 * - one client, by its creation time and id (read from the enterprise record) to update it
 */
export function createClientEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'client', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        name: { type: 'string', required: true },
        /** The name in lower case: what the name sort and the search compare. */
        nameKey: { type: 'string', required: true },
        ownerUserId: { type: 'string', required: true },
        /** The owner's email in lower case, as the search finds it. */
        ownerEmail: { type: 'string', required: true },
        status: { type: ['ACTIVE', 'SUSPENDED'] as const, required: true, default: 'ACTIVE' },
        /** The period that runs (or ran last): its plan, whether it is the trial, and its dates. */
        plan: { type: 'string' },
        freeTrial: { type: 'boolean', default: false },
        periodStartedAt: { type: 'number' },
        periodEndsAt: { type: 'number', default: 0 },
        /** The admins' private note on the client (never shown to the client). */
        note: { type: 'string' },
      },
      indexes: {
        byCreated: {
          pk: { field: 'pk', composite: [], template: 'clients' },
          sk: { field: 'sk', composite: ['createdAt', 'enterpriseId'] },
        },
        byName: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: [], template: 'clients' },
          sk: { field: 'gsi1sk', composite: ['nameKey', 'enterpriseId'] },
        },
        byStatus: {
          index: 'gsi9',
          pk: { field: 'gsi9pk', composite: ['status'] },
          sk: { field: 'gsi9sk', composite: ['createdAt', 'enterpriseId'] },
        },
      },
    },
    { client, table },
  )
}

export type ClientItem = EntityItem<ReturnType<typeof createClientEntity>>
