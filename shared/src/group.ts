import { z } from 'zod'
import { pageSchema } from './page.ts'

/** Groups of profiles: named sets that campaigns and moves act on. */

export const GROUP_NAME_MAX = 64
const groupName = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(GROUP_NAME_MAX, `Up to ${GROUP_NAME_MAX} characters`)

export const groupSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  /** Profiles in the group now. */
  count: z.number().int(),
  createdAt: z.number(),
})
export type Group = z.infer<typeof groupSchema>
export const groupPageSchema = pageSchema(groupSchema)

export const groupListRequestSchema = z.object({
  keyword: z.string().trim().max(64).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
/** Every group's id and name, for pickers. */
export const groupOptionsSchema = z.array(z.object({ groupId: z.string(), name: z.string() }))
export const groupAddRequestSchema = z.object({ name: groupName })
export const groupRenameRequestSchema = z.object({ groupId: z.string().min(1).max(64), name: groupName })
export const groupRefSchema = z.object({ groupId: z.string().min(1).max(64) })
/** Profiles of a group, page by page (the group screen). */
export const groupProfilesRequestSchema = groupRefSchema.extend({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
export const groupMemberSchema = z.object({
  iccid: z.string(),
  imsi: z.string(),
  eid: z.string().optional(),
  status: z.string(),
  notes: z.string().optional(),
  createdAt: z.number(),
})
export const groupMemberPageSchema = pageSchema(groupMemberSchema)
