import type { QueryClient } from '@tanstack/react-query'
import { behaviorQueryOptions, prefetchBehaviors } from '@/api/behavior'
import { setLanguage } from '@/lib/i18n'
import { DENSITY, PAGE_SIZE } from '@/lib/preferences'
import { LANGUAGE } from './language-module'
import { THEME_MODULE } from './theme'

/**
 * At sign-in (and on a reload while signed in) the console takes the language the user saved, before the
 * first signed-in screen renders. Nothing saved, or a failed read, keeps the browser's language. The other
 * preferences the layout waits for (theme, density, page sizes) come in the same request.
 */
export async function restoreLanguage(queryClient: QueryClient): Promise<void> {
  await prefetchBehaviors(queryClient, [LANGUAGE, THEME_MODULE, DENSITY, PAGE_SIZE]).catch(() => undefined)
  const saved = await queryClient.fetchQuery(behaviorQueryOptions(LANGUAGE)).catch(() => null)
  if (saved) await setLanguage(saved)
}
