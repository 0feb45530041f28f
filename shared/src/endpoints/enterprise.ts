import { enterpriseInfoSchema } from '../auth.ts'
import { get, memberAccess, post, resource } from '../endpoint.ts'
import {
  enterpriseAddRequestSchema,
  enterpriseListSchema,
  enterpriseRefSchema,
  enterpriseSwitchResponseSchema,
} from '../team.ts'

/** The enterprises a person belongs to, and the one the session is in. */
export const enterpriseEndpoints = resource('/v1/enterprise', 'Enterprise', {
  info: get('/info', {
    summary: "The caller's current enterprise, and whether the caller may operate in it",
    access: memberAccess,
    response: enterpriseInfoSchema,
  }),
  list: get('/list', {
    summary: 'The enterprises the caller belongs to, with their role in each',
    access: memberAccess,
    response: enterpriseListSchema,
  }),
  add: post('/add', {
    summary: 'Create an enterprise owned by the caller (the free trial is once per person)',
    access: memberAccess,
    body: enterpriseAddRequestSchema,
    response: enterpriseRefSchema,
  }),
  switch: post('/switch', {
    summary: "Move the session to another of the caller's enterprises",
    access: memberAccess,
    body: enterpriseRefSchema,
    response: enterpriseSwitchResponseSchema,
  }),
})
