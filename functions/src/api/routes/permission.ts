import { endpoints, permissionTree } from '@simlessly/shared'
import { implement } from '../endpoint-router.ts'

export const permissionRoutes = implement(endpoints.permission, {
  userPermissions: ({ actor }) => ({ userPermissions: permissionTree(actor.permissions) }),
})
