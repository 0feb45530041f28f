import { z } from 'zod/mini'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password-rule.ts'

// The rule and its messages are a module of their own, without zod: the sign-in page's messages read them.
export * from './password-rule.ts'

/** In `zod/mini`, as the sign-up and reset forms check it (auth.ts says why). */
export const passwordSchema = z.string().check(z.refine(isStrongPassword, PASSWORD_RULE_MESSAGE))
