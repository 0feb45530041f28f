import { acceptInvitationRequestSchema } from '@simlessly/shared'
import type { z } from 'zod'
import { confirmMatches, confirmPassword } from '@/lib/confirm-password'

/**
 * What a new person sets on accepting: the shared request's name and password, required here (the server
 * needs them from a new person), and the confirmation only a form has.
 */
export const newMemberFormSchema = confirmMatches(
  acceptInvitationRequestSchema.pick({ firstName: true, lastName: true, password: true }).required().extend({
    confirmPassword,
  }),
  'password',
)
export type NewMemberFormInput = z.input<typeof newMemberFormSchema>
export type NewMemberFormOutput = z.output<typeof newMemberFormSchema>
