import { batchInfoRequestSchema, batchListRequestSchema, batchSchema } from '../batch.ts'
import { anyOf, post, resource } from '../endpoint.ts'
import { pageSchema } from '../page.ts'
import { EnterprisePermission as P } from '../permissions.ts'

/** Batches are followed on the generate screen and listed in the Generate AC logs. */
const access = anyOf(P.Generate_Ac_View, P.Generate_AC_Log_View)

/** Generated batches: progress, counts and download links. */
export const batchEndpoints = resource('/v1/batch', 'Batches', {
  info: post('/info', {
    keyAccess: true,
    summary: 'A batch: progress, counts and download links',
    access,
    body: batchInfoRequestSchema,
    response: batchSchema,
  }),
  list: post('/list', {
    keyAccess: true,
    summary: 'Batches of the enterprise, newest first (Generate AC logs)',
    access,
    body: batchListRequestSchema,
    response: pageSchema(batchSchema),
  }),
})
