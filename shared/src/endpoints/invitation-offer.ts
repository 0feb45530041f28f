import { get, publicAccess, resource } from '../endpoint.ts'
import { invitationOfferQuerySchema, invitationOfferSchema } from '../invitation-links.ts'

/** What the public sign-up page reads of an invitation link it was opened with. */
export const invitationOfferEndpoints = resource('/v1/invitation/link', 'Sign-up invitation links', {
  offer: get('/offer', {
    summary:
      "What a sign-up invitation link grants, or why it no longer works (the token is the link's secret)",
    access: publicAccess,
    query: invitationOfferQuerySchema,
    response: invitationOfferSchema,
  }),
})
