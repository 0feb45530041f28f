import { loginRequestSchema } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { formErrorMap } from '@/lib/form-error-map'
import { checkLogin } from './login-check'

/** What the schema says of the form's values: the values it sends, or each field's first message. */
function bySchema(values: Record<string, string>) {
  const parsed = loginRequestSchema.safeParse(values, { error: formErrorMap })
  if (parsed.success) return { success: true, data: parsed.data }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
  return { success: false, errors }
}

describe('the sign-in form’s check, by hand', () => {
  it('says what loginRequestSchema says, message for message', () => {
    const emails = [
      '',
      ' ',
      'ada',
      'ada@',
      'ada@example',
      'ada@example.com',
      ' Ada@Example.COM ',
      'ada.lovelace+test@mail.example.co.uk',
      'ada..l@example.com',
      '.ada@example.com',
      "o'neil@example.com",
      'ada@-example.com',
      'ada@example.c',
      `${'a'.repeat(244)}@example.com`,
      `${'a'.repeat(243)}@example.com`,
      'ada lovelace@example.com',
      'ada@exa_mple.com',
    ]
    const passwords = ['', ' ', 'x', 'a'.repeat(200), 'a'.repeat(201)]
    for (const email of emails) {
      for (const password of passwords) {
        const values = { email, password }
        expect(checkLogin(values), JSON.stringify(values)).toEqual(bySchema(values))
      }
    }
  })
})
