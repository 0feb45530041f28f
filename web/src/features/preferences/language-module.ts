import { LANGUAGE_MODULE, type Language, parseLanguageConfig } from '@simlessly/shared/language'
import type { BehaviorModule } from '@/api/behavior'

/**
 * The language the user chose (`preferences.language`), kept per user in the behaviour config: restored at
 * sign-in, forgotten at logout (the signed-out pages follow the browser). Nothing saved reads null.
 */
export const LANGUAGE: BehaviorModule<Language | null> = {
  name: LANGUAGE_MODULE,
  parse: parseLanguageConfig,
  serialize: (language) => JSON.stringify({ language }),
}
