import { readBrandKey } from '../plain-readers'

/** The valid brand key of a stored or given value, or undefined (as features/brand's toBrandKey). */
const toBrandKey = (sys: string | undefined): string | undefined => readBrandKey(sys)

/** Local storage key of the brand the session was opened in (`/login/{sys}`). */
export const SESSION_BRAND_STORAGE_KEY = 'session-brand'

/**
 * Keeps the brand of the page a person signed in on, so every signed-in page, the browser title and the
 * sign-in page after signing out stay in it. Cleared by a sign-in without a brand key. Kept in local storage
 * (not in memory) so that a reload and the other tabs of the session keep it too.
 */
export function rememberSessionBrand(sys: string | undefined, storage: Storage = localStorage) {
  try {
    const key = toBrandKey(sys)
    if (key) storage.setItem(SESSION_BRAND_STORAGE_KEY, key)
    else storage.removeItem(SESSION_BRAND_STORAGE_KEY)
  } catch {
    // Storage can be full or disabled (private mode): the console then shows the default brand.
  }
}

/** The brand key the session was opened in, or undefined for the default brand. */
export function sessionBrand(storage: Storage = localStorage): string | undefined {
  try {
    return toBrandKey(storage.getItem(SESSION_BRAND_STORAGE_KEY) ?? undefined)
  } catch {
    return undefined
  }
}
