import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * Tenants and what belongs to them directly: the enterprise record, its roles, its members and its
 * subscriptions all live in the enterprise's own partition (`enterpriseId` in every partition key).
 * Access patterns:
 * - get an enterprise, a role, a membership, by id (every authenticated request)
 * - list an enterprise's members, roles, subscriptions (team and billing screens)
 * - list a user's memberships (gsi1, to choose and switch enterprises)
 * - the subscription periods of one status ending before a time, platform-wide (the scheduled job's trial
 *   warnings and notices): gsi1, partition `subscription#<status>` (a key template, so it never shares a
 *   partition with the orders' status index), sorted by `endsAt`
 */
export function createEnterpriseEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'enterprise', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        status: { type: ['ACTIVE', 'SUSPENDED'] as const, required: true, default: 'ACTIVE' },
        ownerUserId: { type: 'string', required: true },
        /**
         * Moved by every change of the team (members, invitations, roles), on condition that it is still the
         * value read: two changes that read the same team cannot both commit.
         */
        teamVersion: { type: 'number' },
        createdAt: { type: 'number', readOnly: true, required: true, default: () => Date.now() },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['enterpriseId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

export function createRoleEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'role', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        roleId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        permissions: { type: 'list', items: { type: 'string' }, required: true },
        /**
         * The Owner role earlier versions stored with each enterprise: it counts as the Owner role and is neither
         * edited nor deleted. New enterprises store no role (the system roles are not stored).
         */
        system: { type: 'boolean', default: false },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['roleId'] },
        },
      },
    },
    { client, table },
  )
}

export function createMembershipEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'membership', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        roleId: { type: 'string', required: true },
        status: { type: ['ACTIVE', 'DEACTIVATED'] as const, required: true, default: 'ACTIVE' },
        joinedAt: { type: 'number', readOnly: true, required: true, default: () => Date.now() },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['userId'] },
        },
        byUser: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['userId'] },
          sk: { field: 'gsi1sk', composite: ['enterpriseId'] },
        },
      },
    },
    { client, table },
  )
}

export function createSubscriptionEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'subscription', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        subscriptionId: { type: 'string', required: true, readOnly: true },
        plan: { type: ['BASIC', 'DEFAULT', 'DEMO', 'PRO', 'PREMIUM'] as const, required: true },
        freeTrial: { type: 'boolean', required: true },
        status: { type: ['ACTIVE', 'CANCELLED', 'EXPIRED'] as const, required: true },
        /** Features of the plan that gate operations, e.g. EID_PUSH. */
        features: { type: 'list', items: { type: 'string' }, default: () => [] },
        startedAt: { type: 'number', required: true },
        endsAt: { type: 'number', required: true },
        autoRenew: { type: 'boolean', default: false },
        /** The paid order this period comes from (none for the free trial). */
        orderId: { type: 'string' },
        /** When the customer cancelled (a trial ends then; a paid plan stops renewing). */
        cancelledAt: { type: 'number' },
        /** Mails already sent for this period (e.g. `trial-warning`, `trial-expired`), so none goes twice. */
        notified: { type: 'list', items: { type: 'string' }, default: () => [] },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['subscriptionId'] },
        },
        byEnd: {
          index: 'gsi1',
          pk: {
            field: 'gsi1pk',
            composite: ['status'],
            // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB
            template: 'subscription#${status}',
          },
          sk: { field: 'gsi1sk', composite: ['endsAt'] },
        },
      },
    },
    { client, table },
  )
}

export type EnterpriseItem = EntityItem<ReturnType<typeof createEnterpriseEntity>>
export type RoleItem = EntityItem<ReturnType<typeof createRoleEntity>>
export type MembershipItem = EntityItem<ReturnType<typeof createMembershipEntity>>
export type SubscriptionItem = EntityItem<ReturnType<typeof createSubscriptionEntity>>
