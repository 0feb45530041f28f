import { z } from 'zod/mini'
import { ALL_PERMISSION_IDS, type PermissionId, type PermissionNode } from './permissions.ts'

// Apart from the ids and the route table (permissions.ts), which the web's entry reads: a module's code goes
// into the chunk its module goes into, so these would bring zod to the sign-in page.

export const permissionIdSchema = z.enum(ALL_PERMISSION_IDS as [PermissionId, ...PermissionId[]])

// A named schema: the OpenAPI document refers to it by id, which is how a recursive schema can be written.
// In `zod/mini`, as the rest of what the session reads (auth.ts says why).
export const permissionNodeSchema: z.ZodMiniType<PermissionNode> = z
  .lazy(() => z.object({ menuName: z.string(), children: z.array(permissionNodeSchema) }))
  .register(z.globalRegistry, { id: 'PermissionNode' })
