import { createRoute } from '@hono/zod-openapi'
import {
  changePasswordRequestSchema,
  EnterprisePermission,
  emptySchema,
  enterpriseInfoSchema,
  permissionTree,
  TOKEN_COOKIE_NAME,
  userPermissionsResponseSchema,
} from '@simlessly/shared'
import { deleteCookie } from 'hono/cookie'
import { z } from 'zod'
import * as accounts from '../../domain/auth/accounts.ts'
import { getEnterpriseInfo, listMembers } from '../../domain/enterprises.ts'
import { ok } from '../envelope.ts'
import { actorOf, signedIn } from '../guard.ts'
import { createRouter, jsonBody, okResponse } from '../openapi.ts'

/** What a signed-in user does with their own session, account and enterprise. */
const changePassword = createRoute({
  method: 'post',
  path: '/user/changePassword',
  tags: ['Session'],
  summary: 'Change the password; ends the other sessions of the account',
  ...signedIn(),
  request: jsonBody(changePasswordRequestSchema),
  responses: okResponse(emptySchema, 'Changed'),
})
const logout = createRoute({
  method: 'get',
  path: '/user/logout',
  tags: ['Session'],
  summary: 'End this session',
  ...signedIn(),
  responses: okResponse(emptySchema, 'Signed out'),
})
const userPermissions = createRoute({
  method: 'post',
  path: '/permission/getUserPermissions',
  tags: ['Session'],
  summary: "The caller's permission ids as the menu tree of `{ menuName, children }`",
  ...signedIn(),
  responses: okResponse(userPermissionsResponseSchema, 'The tree'),
})
const enterpriseInfo = createRoute({
  method: 'get',
  path: '/enterprise/info',
  tags: ['Session'],
  summary: "The caller's current enterprise, and whether the caller may operate in it",
  ...signedIn(),
  responses: okResponse(enterpriseInfoSchema, 'The enterprise'),
})
const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(['ACTIVE', 'DEACTIVATED']),
  roleId: z.string(),
  joinedAt: z.number(),
})
const members = createRoute({
  method: 'post',
  path: '/user/list',
  tags: ['Team'],
  summary: 'Members of the enterprise',
  ...signedIn([EnterprisePermission.Member_View]),
  responses: okResponse(z.object({ list: z.array(memberSchema) }), 'The members'),
})

export const sessionRoutes = createRouter()
  .openapi(changePassword, async (c) => {
    const { userId, sessionId } = actorOf(c)
    await accounts.changePassword(c.var.ctx, { userId, sessionId, ...c.req.valid('json') })
    return c.json(ok(null, 'Password changed'), 200)
  })
  .openapi(logout, async (c) => {
    await accounts.logout(c.var.ctx, { sessionId: actorOf(c).sessionId })
    deleteCookie(c, TOKEN_COOKIE_NAME, { path: '/' })
    return c.json(ok(null, 'Signed out'), 200)
  })
  .openapi(userPermissions, (c) =>
    c.json(ok({ userPermissions: permissionTree(actorOf(c).permissions) }), 200),
  )
  .openapi(enterpriseInfo, async (c) => {
    const { userId, enterpriseId, access } = actorOf(c)
    return c.json(ok(await getEnterpriseInfo(c.var.ctx, { userId, enterpriseId, access })), 200)
  })
  .openapi(members, async (c) => {
    const list = await listMembers(c.var.ctx, { enterpriseId: actorOf(c).enterpriseId })
    return c.json(ok({ list }), 200)
  })
