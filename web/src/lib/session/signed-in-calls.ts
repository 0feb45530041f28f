import { accountEndpoints } from '@simlessly/shared/endpoints/account'
import { permissionEndpoints } from '@simlessly/shared/endpoints/permission'
import { api } from '../api-client'

/**
 * The session's calls of a signed-in user: the sign-out and the permission tree. A chunk of their own, loaded
 * on first need (lib/session/index.ts), with the schemas that read their answers: a visitor's sign-in page
 * loads neither, nor zod.
 */
export const revoke = () => api.call(accountEndpoints.logout, undefined, { notify: false })

export const fetchPermissions = async () =>
  (await api.call(permissionEndpoints.userPermissions)).userPermissions
