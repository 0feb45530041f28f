import type { Language } from '@/lib/i18n'

/** Each language named in itself, so that anyone can find their own whatever the console shows. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'zh-CN': '简体中文' }
