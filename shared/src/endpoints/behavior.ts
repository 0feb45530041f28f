import {
  behaviorEntrySchema,
  behaviorQueryRequestSchema,
  behaviorQueryResponseSchema,
  behaviorSaveRequestSchema,
} from '../behavior.ts'
import { memberAccess, post, resource } from '../endpoint.ts'

/** A member's own saved screen settings (the fleet's columns, for one), kept per user. */
export const behaviorEndpoints = resource('/v1/user/behavior', 'User behaviour config', {
  query: post('/query', {
    summary: "The signed-in user's saved settings of these modules",
    access: memberAccess,
    body: behaviorQueryRequestSchema,
    response: behaviorQueryResponseSchema,
  }),
  save: post('/save', {
    summary: "Save the signed-in user's settings of one module",
    access: memberAccess,
    body: behaviorSaveRequestSchema,
    response: behaviorEntrySchema,
  }),
})
