import { bipCheckInAnswerSchema, bipCheckInSchema } from '../bip.ts'
import { bipAppletAccess, post, resource } from '../endpoint.ts'

/** The platform's BIP server: where a card's Recycle applet checks in (the address its configuration names). */
export const bipEndpoints = resource('/v1/bip', 'BIP server', {
  checkIn: post('/checkin', {
    summary: "A card's applet checks in; the answer carries the commands waiting for it",
    description:
      'Signed with the card key: header Bip-Mac, upper-case hex HMAC-SHA256 of the raw body. The sequence ' +
      'number must be above the last accepted. The contract: functions/src/domain/admin/bip/README.md.',
    access: bipAppletAccess,
    body: bipCheckInSchema,
    maxBodyBytes: 8 * 1024,
    response: bipCheckInAnswerSchema,
  }),
})
