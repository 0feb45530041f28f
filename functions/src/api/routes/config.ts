import { createRoute } from '@hono/zod-openapi'
import {
  configDeleteRequestSchema,
  configIdSchema,
  configListRequestSchema,
  configUpdateRequestSchema,
  EnterprisePermission,
  emptySchema,
  pageSchema,
  profileConfigInputSchema,
  profileConfigSchema,
} from '@simlessly/shared'
import * as configs from '../../domain/profile-configs.ts'
import { ok } from '../envelope.ts'
import { actorOf, signedIn } from '../guard.ts'
import { createRouter, jsonBody, okResponse } from '../openapi.ts'

/** Profile configurations (`config`, `configform/{operation}`): Profile_Config_View. */
const access = signedIn([EnterprisePermission.Profile_Config_View])
/** Reading is also open to those who generate ACs: the generate screen picks a configuration. */
const readAccess = signedIn([EnterprisePermission.Profile_Config_View, EnterprisePermission.Generate_Ac_View])
const tags = ['Profile configuration']

const list = createRoute({
  method: 'post',
  path: '/list',
  tags,
  summary: 'A page of configurations, newest change first, filtered by name',
  ...readAccess,
  request: jsonBody(configListRequestSchema),
  responses: okResponse(pageSchema(profileConfigSchema), 'The page'),
})
const info = createRoute({
  method: 'get',
  path: '/info',
  tags,
  summary: 'One configuration',
  ...readAccess,
  request: { query: configIdSchema },
  responses: okResponse(profileConfigSchema, 'The configuration'),
})
const add = createRoute({
  method: 'post',
  path: '/add',
  tags,
  summary: 'Create a configuration (it may be unfinished: `missing` lists what generation still needs)',
  ...access,
  request: jsonBody(profileConfigInputSchema),
  responses: okResponse(profileConfigSchema, 'Created'),
})
const update = createRoute({
  method: 'post',
  path: '/update',
  tags,
  summary: 'Replace a configuration',
  ...access,
  request: jsonBody(configUpdateRequestSchema),
  responses: okResponse(profileConfigSchema, 'Updated'),
})
const remove = createRoute({
  method: 'post',
  path: '/delete',
  tags,
  summary: 'Delete a configuration that no batch has used',
  ...access,
  request: jsonBody(configDeleteRequestSchema),
  responses: okResponse(emptySchema, 'Deleted'),
})

export const configRoutes = createRouter()
  .openapi(list, async (c) => {
    const { enterpriseId } = actorOf(c)
    return c.json(ok(await configs.listConfigs(c.var.ctx, { enterpriseId, ...c.req.valid('json') })), 200)
  })
  .openapi(info, async (c) => {
    const { enterpriseId } = actorOf(c)
    return c.json(
      ok(await configs.getConfig(c.var.ctx, { enterpriseId, configId: c.req.valid('query').id })),
      200,
    )
  })
  .openapi(add, async (c) => {
    const { enterpriseId, userId } = actorOf(c)
    return c.json(
      ok(await configs.createConfig(c.var.ctx, { enterpriseId, userId, config: c.req.valid('json') })),
      200,
    )
  })
  .openapi(update, async (c) => {
    const { enterpriseId } = actorOf(c)
    const { configId, ...config } = c.req.valid('json')
    return c.json(ok(await configs.updateConfig(c.var.ctx, { enterpriseId, configId, config })), 200)
  })
  .openapi(remove, async (c) => {
    const { enterpriseId } = actorOf(c)
    await configs.deleteConfig(c.var.ctx, { enterpriseId, configId: c.req.valid('json').configId })
    return c.json(ok(null, 'Configuration deleted'), 200)
  })
