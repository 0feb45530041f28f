import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * An external identity (Google, Microsoft) a person signs in with. Keyed by what the provider says never
 * changes for that person: Google's `sub`; Microsoft's tenant and object ids (`<tid>:<oid>`), never the
 * address, which a Microsoft tenant can give anyone. One identity belongs to one user (a conditional
 * create); a user may have several, listed in their own partition of gsi1.
 * Access patterns: the user of an identity (every external sign-in); a user's identities (account settings).
 */
export function createLinkedIdentityEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'linkedIdentity', version: '1', service: 'simlessly' },
      attributes: {
        provider: { type: ['google', 'microsoft'] as const, required: true, readOnly: true },
        subjectKey: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        /** The address the provider named when the identity was linked, to tell the person which it is. */
        email: { type: 'string', required: true, readOnly: true },
        linkedAt: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: ['provider', 'subjectKey'] },
          sk: { field: 'sk', composite: [] },
        },
        byUser: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['userId'] },
          sk: { field: 'gsi1sk', composite: ['provider', 'subjectKey'] },
        },
      },
    },
    { client, table },
  )
}

export type LinkedIdentityItem = EntityItem<ReturnType<typeof createLinkedIdentityEntity>>
