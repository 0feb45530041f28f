import { userPermissionsResponseSchema } from '../auth.ts'
import { memberAccess, post, resource } from '../endpoint.ts'

/** What the signed-in member may see and do, as the menu tree. */
export const permissionEndpoints = resource('/v1/permission', 'Permissions', {
  userPermissions: post('/getUserPermissions', {
    summary: "The caller's permission ids as the menu tree of `{ menuName, children }`",
    access: memberAccess,
    response: userPermissionsResponseSchema,
  }),
})
