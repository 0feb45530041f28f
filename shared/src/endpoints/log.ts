import { anyOf, post, resource } from '../endpoint.ts'
import {
  profileLogListRequestSchema,
  profileLogPageSchema,
  recycleLogListRequestSchema,
  recycleLogPageSchema,
} from '../log.ts'
import { EnterprisePermission as P } from '../permissions.ts'

/** The Profile and Recycle logs (the `logs` route, beside the Generate AC logs). */
export const logEndpoints = resource('/v1/log', 'Logs', {
  profile: post('/profile/list', {
    summary: 'Profile logs: state changes and actions on profiles, newest first',
    access: anyOf(P.Profile_Log_View),
    body: profileLogListRequestSchema,
    response: profileLogPageSchema,
  }),
  recycle: post('/recycle/list', {
    summary: 'Recycle logs, newest first',
    access: anyOf(P.Recycle_Log_View),
    body: recycleLogListRequestSchema,
    response: recycleLogPageSchema,
  }),
})
