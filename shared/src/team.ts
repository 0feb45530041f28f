import { z } from 'zod'

/** A member of the enterprise: a user and their membership (role, status, when they joined). */
export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(['ACTIVE', 'DEACTIVATED']),
  roleId: z.string(),
  joinedAt: z.number(),
})
export type Member = z.infer<typeof memberSchema>
export const memberListSchema = z.object({ list: z.array(memberSchema) })
