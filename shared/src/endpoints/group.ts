import { anyOf, get, post, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'
import {
  groupAddRequestSchema,
  groupListRequestSchema,
  groupMemberPageSchema,
  groupOptionsSchema,
  groupPageSchema,
  groupProfilesRequestSchema,
  groupRefSchema,
  groupRenameRequestSchema,
  groupSchema,
} from '../group.ts'
import { EnterprisePermission as P } from '../permissions.ts'

const access = anyOf(P.Group_View)

/** Groups of profiles (`profile/group`). */
export const groupEndpoints = resource('/v1/group', 'Groups', {
  list: post('/list', {
    keyAccess: true,
    summary: 'A page of groups with their profile counts',
    access,
    body: groupListRequestSchema,
    response: groupPageSchema,
  }),
  options: get('/options', {
    summary: 'Every group, by name, for pickers',
    // The fleet's filter and move picker and the campaign form read the names too.
    access: anyOf(P.Group_View, P.Fleet_View, P.Campaign_View),
    response: groupOptionsSchema,
  }),
  add: post('/add', {
    keyAccess: true,
    summary: 'Create a group',
    access: anyOf(P.Group_Manage),
    body: groupAddRequestSchema,
    response: groupSchema,
  }),
  rename: post('/rename', {
    summary: 'Rename a group',
    access: anyOf(P.Group_Manage),
    body: groupRenameRequestSchema,
    response: groupSchema,
  }),
  delete: post('/delete', {
    summary: 'Delete a group; its profiles stay in the fleet',
    access: anyOf(P.Group_Manage),
    body: groupRefSchema,
    response: emptySchema,
  }),
  profiles: post('/profiles', {
    keyAccess: true,
    summary: "A page of a group's profiles",
    access,
    body: groupProfilesRequestSchema,
    response: groupMemberPageSchema,
  }),
})
