import { LANGUAGE_MODULE, type Language, parseLanguageConfig } from '@simlessly/shared/language'
import type { AppContext } from '../context.ts'

/**
 * The language a user reads the console in (`preferences.language` in their behaviour config, which the
 * console saves when they choose one), for what is sent to them: mails and PDFs. English when unset.
 */
export async function userLanguage(ctx: AppContext, userId: string): Promise<Language> {
  return (await userLanguages(ctx, [userId])).get(userId) ?? 'en'
}

/** The language of each of several users (one batched read); a user without a saved one reads English. */
export async function userLanguages(
  ctx: AppContext,
  userIds: readonly string[],
): Promise<Map<string, Language>> {
  const unique = [...new Set(userIds)]
  const { data } = unique.length
    ? await ctx.entities.userBehavior
        .get(unique.map((userId) => ({ userId, moduleName: LANGUAGE_MODULE })))
        .go()
    : { data: [] }
  const saved = new Map(data.map((row) => [row.userId, parseLanguageConfig(row.moduleConfig)]))
  return new Map(unique.map((userId) => [userId, saved.get(userId) ?? 'en']))
}

/**
 * Keeps the language someone signed up in (the console's, sent as Accept-Language) as their choice, so that
 * their confirmation mail and their first sign-in are in it. English, the default, is not written.
 */
export async function keepSignUpLanguage(ctx: AppContext, userId: string, language: Language): Promise<void> {
  if (language === 'en') return
  await ctx.entities.userBehavior
    .put({
      userId,
      moduleName: LANGUAGE_MODULE,
      moduleConfig: JSON.stringify({ language }),
      updatedAt: ctx.now(),
    })
    .go()
}
