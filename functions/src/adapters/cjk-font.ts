import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/**
 * Noto Sans SC (SIL Open Font License 1.1, from the npm package @expo-google-fonts/noto-sans-sc): the glyphs
 * of Simplified Chinese for the PDFs made in Chinese. Each weight's TrueType file is about 10.5 MB on disk;
 * it is read on the first Chinese document only, and pdfkit embeds just the glyphs a document uses (a
 * one-page invoice carries a subset of some 20 kB). English documents use the PDF's built-in Helvetica.
 * A Lambda bundle has no node_modules: the build copies the files into `fonts/` beside it
 * (`scripts/build-lambda.ts`), which is looked at first.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const

const loaded = new Map<keyof typeof FILES, Promise<Buffer>>()
const require = createRequire(import.meta.url)

/** Where a weight's file is: beside the bundle when built, else in the installed package. */
export function cjkFontPath(weight: keyof typeof FILES): string {
  const bundled = fileURLToPath(new URL(`./fonts/${FILES[weight].split('/').pop()}`, import.meta.url))
  return existsSync(bundled) ? bundled : require.resolve(FILES[weight])
}

/** The installed files of every weight, for the build to copy. */
export const CJK_FONT_FILES: readonly string[] = Object.values(FILES)

export function cjkFont(weight: keyof typeof FILES): Promise<Buffer> {
  let font = loaded.get(weight)
  if (!font) {
    font = readFile(cjkFontPath(weight))
    font.catch(() => loaded.delete(weight))
    loaded.set(weight, font)
  }
  return font
}
