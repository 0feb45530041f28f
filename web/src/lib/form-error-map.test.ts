import { loginRequestSchema } from '@simlessly/shared/auth'
import { describe, expect, it } from 'vitest'
import { formErrorMap } from './form-error-map'

// Imports only the `zod/mini` schemas of the sign-in page, as the page does: no classic zod sets the messages.
const messages = (values: { email: string; password: string }) =>
  loginRequestSchema.safeParse(values, { error: formErrorMap }).error?.issues.map((issue) => issue.message)

describe('the messages of the public pages’ checks', () => {
  it('are zod’s English ones where a check has no message of its own', () => {
    expect(messages({ email: 'ada@example.com', password: 'x'.repeat(201) })).toEqual([
      'Too big: expected string to have <=200 characters',
    ])
  })

  it('keep the messages the shared schema gives', () => {
    expect(messages({ email: 'nobody', password: '' })).toEqual(['Invalid email', 'Required'])
  })
})
