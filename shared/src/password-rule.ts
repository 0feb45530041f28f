/**
 * The password rule. The product states two that conflict (8-30 characters in the user form, 10-30 in its
 * general message); this is the stricter, which satisfies both readings: 10 to 30 characters with a digit, an
 * upper-case and a lower-case letter and a special character.
 */
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 30
export const PASSWORD_RULE_MESSAGE =
  'Use 10 to 30 characters with a digit, an uppercase letter, a lowercase letter and a special character'

/** The product's own wording for these two checks, kept as specified. */
export const SAME_AS_OLD_MESSAGE = 'new password is the same of old password'
export const CONFIRM_MISMATCH_MESSAGE = 'confirm password is not the same of new password'

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /\d/.test(value) &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[^A-Za-z0-9\s]/.test(value) &&
    !/\s/.test(value)
  )
}
