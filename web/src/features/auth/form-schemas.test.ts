import { CONFIRM_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, SAME_AS_OLD_MESSAGE } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { changePasswordFormSchema, resetPasswordFormSchema, signupFormSchema } from './form-schemas'

/** The message of each failing field, by path. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const byPath: Record<string, string> = {}
  for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message
  return byPath
}

const STRONG = 'Str0ng-pass!'
const OTHER = 'An0ther-pass!'

describe('change password form', () => {
  it('says "new password is the same of old password" when it is the old one', () => {
    expect(
      messages(changePasswordFormSchema, {
        oldPassword: STRONG,
        newPassword: STRONG,
        confirmPassword: STRONG,
      }),
    ).toEqual({ newPassword: SAME_AS_OLD_MESSAGE })
    expect(SAME_AS_OLD_MESSAGE).toBe('new password is the same of old password')
  })

  it('says "confirm password is not the same of new password" when the confirmation differs', () => {
    expect(
      messages(changePasswordFormSchema, { oldPassword: STRONG, newPassword: OTHER, confirmPassword: 'x' }),
    ).toEqual({ confirmPassword: CONFIRM_MISMATCH_MESSAGE })
    expect(CONFIRM_MISMATCH_MESSAGE).toBe('confirm password is not the same of new password')
  })

  it('accepts a different, strong new password that is confirmed', () => {
    expect(
      changePasswordFormSchema.safeParse({ oldPassword: STRONG, newPassword: OTHER, confirmPassword: OTHER })
        .success,
    ).toBe(true)
  })

  it('applies the shared password rule to the new password', () => {
    expect(
      messages(changePasswordFormSchema, {
        oldPassword: STRONG,
        newPassword: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual({ newPassword: PASSWORD_RULE_MESSAGE })
  })
})

describe('reset password form', () => {
  it('checks the confirmation and the rule', () => {
    expect(messages(resetPasswordFormSchema, { password: STRONG, confirmPassword: OTHER })).toEqual({
      confirmPassword: CONFIRM_MISMATCH_MESSAGE,
    })
    expect(messages(resetPasswordFormSchema, { password: STRONG, confirmPassword: '' })).toEqual({
      confirmPassword: 'Required',
    })
    expect(resetPasswordFormSchema.safeParse({ password: STRONG, confirmPassword: STRONG }).success).toBe(
      true,
    )
  })
})

describe('sign-up form', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: ' Ada@Example.com ',
    password: STRONG,
    confirmPassword: STRONG,
    companyName: 'Analytical Engines',
    survey: {
      volumeUnit: 'MONTHLY_DOWNLOADS',
      volume: 500,
      heardFrom: 'SEARCH',
      industry: 'IOT',
      role: 'Test Engineer',
      profileSource: 'PROFILE_INFO',
    },
  }

  it('accepts a complete form and normalises the email', () => {
    const result = signupFormSchema.safeParse(valid)
    expect(result.success && result.data.email).toBe('ada@example.com')
  })

  it('reports the confirm mismatch even while other fields still fail', () => {
    expect(messages(signupFormSchema, { ...valid, firstName: '', confirmPassword: OTHER })).toEqual({
      firstName: 'Required',
      confirmPassword: CONFIRM_MISMATCH_MESSAGE,
    })
  })

  it('takes only the survey roles of SURVEY_ROLES', () => {
    expect(
      Object.keys(messages(signupFormSchema, { ...valid, survey: { ...valid.survey, role: 'Intern' } })),
    ).toEqual(['survey.role'])
  })
})
