import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { timestamps } from './timestamps.ts'

/**
 * People who sign in. Identity is platform-wide (a user may belong to several enterprises), so the key
 * holds no tenant id. The password is stored only as a scrypt hash.
 * Access patterns:
 * - get a user by id (every authenticated request, through the session)
 * - by email: through the `emailClaim` entity, which also keeps emails unique
 */
export function createUserEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'user', version: '1', service: 'simlessly' },
      attributes: {
        userId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        passwordHash: { type: 'string', required: true },
        status: { type: ['UNVERIFIED', 'ACTIVE', 'DISABLED'] as const, required: true },
        /** The company named at sign-up; its enterprise is created on activation. */
        companyName: { type: 'string', required: true },
        survey: { type: 'any' },
        /** Admin_* ids held platform-wide, on top of the enterprise role. */
        platformPermissions: { type: 'list', items: { type: 'string' }, default: () => [] },
        defaultEnterpriseId: { type: 'string' },
        /** When the person's free trial was given (once per person, whichever enterprise it went to). */
        trialUsedAt: { type: 'number' },
        /**
         * Enterprises this person created, moved with each creation on condition that it is still the number
         * read: two creations at once cannot both pass the cap on enterprises owned.
         */
        enterprisesCreated: { type: 'number' },
        /**
         * Where the person signed up: the `timezone` header's zone and the white-label brand (`{sys}`). The
         * enterprises they own take them as their time zone (until the billing details name one) and brand.
         */
        timeZone: { type: 'string' },
        brandKey: { type: 'string' },
        /**
         * The admin's invitation link this person signed up through, and its preset as it was then (JSON of
         * `invitationPresetSchema`): activation applies it (a trial's length, or a plan).
         */
        invitationLinkId: { type: 'string' },
        invitationPreset: { type: 'string' },
        verifiedAt: { type: 'number' },
        passwordChangedAt: { type: 'number' },
        /**
         * The person's newest request in any enterprise, to the minute: written with their session's
         * (sign-in, then at most once a minute), so the Members screen reads it with the user.
         */
        lastActiveAt: { type: 'number' },
        ...timestamps,
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

/** One row per email address, written with the user in one transaction: two sign-ups cannot share one. */
export function createEmailClaimEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'emailClaim', version: '1', service: 'simlessly' },
      attributes: {
        email: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true },
      },
      indexes: {
        byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

export type UserItem = EntityItem<ReturnType<typeof createUserEntity>>
export type EmailClaimItem = EntityItem<ReturnType<typeof createEmailClaimEntity>>
