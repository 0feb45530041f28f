import {
  eidPushListRequestSchema,
  eidPushPageSchema,
  eidPushRequestSchema,
  eidPushSchema,
  eidPushUsageSchema,
} from '../eid-push.ts'
import { anyOf, get, post, resource } from '../endpoint.ts'
import { EnterprisePermission as P } from '../permissions.ts'

/**
 * The `profile/eidpush` screen needs no permission id, but what it does does: seeing the pushes needs
 * EidPush_View, and a push (which cancels the profile's order and is billed) EidPush_Push.
 */
const view = anyOf(P.EidPush_View)

/** EID push: a profile's AC sent to a device by its EID (beta: 10 uses per account, billed). */
export const eidPushEndpoints = resource('/v1/eidpush', 'EID push', {
  push: post('/push', {
    keyAccess: true,
    summary: "Push a profile's AC to a device by its EID (beta: 10 uses per account, billed)",
    access: anyOf(P.EidPush_Push),
    body: eidPushRequestSchema,
    response: eidPushSchema,
  }),
  list: post('/list', {
    keyAccess: true,
    summary: 'A page of EID pushes with their statuses',
    access: view,
    body: eidPushListRequestSchema,
    response: eidPushPageSchema,
  }),
  usage: get('/usage', {
    summary: 'How many pushes the account has used and whether it may push',
    access: view,
    response: eidPushUsageSchema,
  }),
})
