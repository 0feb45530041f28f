import { enterpriseInfoSchema } from '../auth.ts'
import { get, memberAccess, resource } from '../endpoint.ts'

/** The enterprise the member is signed in to. */
export const enterpriseEndpoints = resource('/v1/enterprise', 'Enterprise', {
  info: get('/info', {
    summary: "The caller's current enterprise, and whether the caller may operate in it",
    access: memberAccess,
    response: enterpriseInfoSchema,
  }),
})
