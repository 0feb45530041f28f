import { anyOf, post, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'
import { EnterprisePermission as P } from '../permissions.ts'
import {
  roleAddRequestSchema,
  roleListSchema,
  roleRefSchema,
  roleSchema,
  roleUpdateRequestSchema,
} from '../team.ts'

const manage = anyOf(P.Role_Manage)

/** The enterprise's roles: the four system roles and its custom ones (`team/role`). */
export const roleEndpoints = resource('/v1/role', 'Roles', {
  list: post('/list', {
    summary: 'Every role with its ids and how many members hold it',
    // The Members screen's role picker and filter read the names too.
    access: anyOf(P.Role_View, P.Member_View),
    response: roleListSchema,
  }),
  add: post('/add', {
    summary: 'Create a custom role from permission ids (only ids the caller holds)',
    access: manage,
    body: roleAddRequestSchema,
    response: roleSchema,
  }),
  update: post('/update', {
    summary: 'Rename a custom role or change its ids; members get the change on their next request',
    access: manage,
    body: roleUpdateRequestSchema,
    response: roleSchema,
  }),
  delete: post('/delete', {
    summary: 'Delete a custom role no member or invitation holds',
    access: manage,
    body: roleRefSchema,
    response: emptySchema,
  }),
})
