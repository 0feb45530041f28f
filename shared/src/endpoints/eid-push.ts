import {
  eidPushListRequestSchema,
  eidPushPageSchema,
  eidPushRequestSchema,
  eidPushSchema,
  eidPushUsageSchema,
} from '../eid-push.ts'
import { get, memberAccess, post, resource } from '../endpoint.ts'

/** The `profile/eidpush` screen needs no permission id, only a signed-in member. */
const access = memberAccess

/** EID push: a profile's AC sent to a device by its EID (beta: 10 uses per account, billed). */
export const eidPushEndpoints = resource('/v1/eidpush', 'EID push', {
  push: post('/push', {
    summary: "Push a profile's AC to a device by its EID (beta: 10 uses per account, billed)",
    access,
    body: eidPushRequestSchema,
    response: eidPushSchema,
  }),
  list: post('/list', {
    summary: 'A page of EID pushes with their statuses',
    access,
    body: eidPushListRequestSchema,
    response: eidPushPageSchema,
  }),
  usage: get('/usage', {
    summary: 'How many pushes the account has used and whether it may push',
    access,
    response: eidPushUsageSchema,
  }),
})
