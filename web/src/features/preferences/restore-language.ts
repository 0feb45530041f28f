import type { QueryClient } from '@tanstack/react-query'
import { behaviorQueryOptions } from '@/api/behavior'
import { setLanguage } from '@/lib/i18n'
import { LANGUAGE } from './language-module'

/**
 * At sign-in (and on a reload while signed in) the console takes the language the user saved, before the
 * first signed-in screen renders. Nothing saved, or a failed read, keeps the browser's language.
 */
export async function restoreLanguage(queryClient: QueryClient): Promise<void> {
  const saved = await queryClient.fetchQuery(behaviorQueryOptions(LANGUAGE)).catch(() => null)
  if (saved) await setLanguage(saved)
}
