import { anyOf, post, resource } from '../endpoint.ts'
import { EnterprisePermission as P } from '../permissions.ts'
import { memberListSchema } from '../team.ts'

/** The members of the enterprise (Team). */
export const memberEndpoints = resource('/v1/user', 'Team', {
  list: post('/list', {
    summary: 'Members of the enterprise',
    access: anyOf(P.Member_View),
    response: memberListSchema,
  }),
})
