import { planLimitSchema } from '../billing/entitlement.ts'
import { anyOf, get, post, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'
import { pageSchema } from '../page.ts'
import { EnterprisePermission as P } from '../permissions.ts'
import {
  configDeleteRequestSchema,
  configIdSchema,
  configListRequestSchema,
  configUpdateRequestSchema,
  profileConfigInputSchema,
  profileConfigSchema,
} from '../profile-config.ts'

/** Reading is also open to those who generate ACs: the generate screen picks a configuration. */
const read = anyOf(P.Profile_Config_View, P.Generate_Ac_View)
const edit = anyOf(P.Profile_Config_Manage)

/** Profile configurations (`config`, `configform/{operation}`). */
export const profileConfigEndpoints = resource('/v1/config', 'Profile configuration', {
  list: post('/list', {
    summary: 'A page of configurations, newest change first, filtered by name',
    access: read,
    keyAccess: true,
    body: configListRequestSchema,
    response: pageSchema(profileConfigSchema),
  }),
  info: get('/info', {
    summary: 'One configuration',
    access: read,
    keyAccess: true,
    query: configIdSchema,
    response: profileConfigSchema,
  }),
  limit: get('/limit', {
    summary:
      "The plan's cap on configurations against how many the enterprise keeps, and at the cap why no " +
      'more may be made and the way out for the caller',
    access: anyOf(P.Profile_Config_View),
    response: planLimitSchema,
  }),
  add: post('/add', {
    summary: 'Create a configuration (it may be unfinished: `missing` lists what generation still needs)',
    access: edit,
    body: profileConfigInputSchema,
    response: profileConfigSchema,
  }),
  update: post('/update', {
    summary: 'Replace a configuration',
    access: edit,
    body: configUpdateRequestSchema,
    response: profileConfigSchema,
  }),
  delete: post('/delete', {
    summary: 'Delete a configuration that no batch has used',
    access: edit,
    body: configDeleteRequestSchema,
    response: emptySchema,
    message: 'Configuration deleted',
  }),
})
