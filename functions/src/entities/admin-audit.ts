import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/** What an admin action concerns: its kind and id, and its name as it was then (for the log's reader). */
export const ADMIN_AUDIT_SUBJECTS = ['enterprise', 'order', 'invitationLink', 'bipCommand', 'plan'] as const

/**
 * The platform's admin audit log: who did what to which subject, when, with the value before and after.
 * One item per entry in the platform partition, sorted by a ULID (newest first when read backwards); the
 * entries that concern an enterprise are also under that enterprise in gsi1 (a client's recent entries).
 * Access patterns: every entry newest first (the admin's audit), one enterprise's entries newest first.
 */
export function createAdminAuditEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'adminAudit', version: '1', service: 'simlessly' },
      attributes: {
        entryId: { type: 'string', required: true, readOnly: true },
        at: { type: 'number', required: true, readOnly: true },
        /** The admin's email as it was then. */
        actor: { type: 'string', required: true, readOnly: true },
        actorUserId: { type: 'string', required: true, readOnly: true },
        /** A verb of the subject's own, e.g. SUSPEND, EXTEND_TRIAL, REVOKE, QUEUE_COMMAND. */
        action: { type: 'string', required: true, readOnly: true },
        subjectKind: { type: ADMIN_AUDIT_SUBJECTS, required: true, readOnly: true },
        subjectId: { type: 'string', required: true, readOnly: true },
        subjectName: { type: 'string', readOnly: true },
        /** The enterprise the action concerns, if any ('-' when none: the index needs a value). */
        enterpriseId: { type: 'string', required: true, readOnly: true, default: '-' },
        before: { type: 'string', readOnly: true },
        after: { type: 'string', readOnly: true },
      },
      indexes: {
        byTime: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['entryId'] } },
        byEnterprise: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['enterpriseId'] },
          sk: { field: 'gsi1sk', composite: ['entryId'] },
        },
      },
    },
    { client, table },
  )
}

export type AdminAuditItem = EntityItem<ReturnType<typeof createAdminAuditEntity>>
