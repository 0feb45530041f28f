/**
 * A brand key, the `{sys}` route segment, as brandKeySchema checks it (platform.ts). A module without zod:
 * the web's entry checks the keys it reads by hand (web/src/lib/plain-readers.ts).
 */
export const BRAND_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/
