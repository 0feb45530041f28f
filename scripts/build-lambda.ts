import { copyFile, mkdir, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'esbuild'
import { CJK_FONT_FILES } from '../functions/src/adapters/cjk-font.ts'
import { BUNDLED_DOCS_ASSETS, DOCS_ASSETS } from '../functions/src/api/docs.ts'
import { FUNCTION_NAMES, type FunctionName } from '../functions/src/lambda/env.ts'

/**
 * `npm run build:lambda`: one folder per function under dist/lambda/<name>/, holding `index.mjs` (ESM,
 * Node 20, everything bundled and minified, the AWS SDK included rather than the runtime's copy), its
 * source map, the licences of what it bundles, and what it reads at run time (the API's Swagger UI). The
 * stacks deploy each folder as it is (`handler: 'index.handler'`). Builds are deterministic: the same
 * sources give the same bytes.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
export const LAMBDA_DIST = path.join(ROOT, 'dist/lambda')

const entry = (name: FunctionName) => path.join(ROOT, 'functions/src/lambda', `${name}.ts`)

/**
 * The worker draws a batch's QR pictures in threads (`domain/qr-style/render-pool.ts`), which load
 * `render-thread.mjs` from beside the bundle: built as a second entry of the worker's folder.
 */
const THREAD_ENTRIES: Partial<Record<FunctionName, Record<string, string>>> = {
  worker: { 'render-thread': path.join(ROOT, 'functions/src/domain/qr-style/render-thread.ts') },
}
const threadEntries = (name: FunctionName) =>
  Object.entries(THREAD_ENTRIES[name] ?? {}).map(([file, source]) => [`${name}/${file}`, source])

/**
 * Bundled CommonJS code calls `require` for Node's modules, and some reads files next to itself through
 * `__dirname`; in an ES module both are made from the bundle's own URL.
 */
const BANNER = [
  "import{createRequire as __cr}from'node:module';",
  "import{fileURLToPath as __fp}from'node:url';",
  "import{dirname as __dn}from'node:path';",
  'const require=__cr(import.meta.url);',
  'const __filename=__fp(import.meta.url);',
  'const __dirname=__dn(__filename);',
].join('')

/**
 * pdfkit (the invoices) loads its standard fonts with `createRequire(import.meta.url)('#standard-fonts/…')`,
 * which a bundler cannot follow and a bundle cannot resolve; they become plain requires of the files, so
 * they are bundled (each loaded only when a document uses it).
 */
const pdfkitFonts: Plugin = {
  name: 'pdfkit-standard-fonts',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]pdfkit[\\/]js[\\/]pdfkit\.node\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      const pattern = /require\$1\('#standard-fonts\/(\w+)'\)/g
      if (!pattern.test(source)) throw new Error('pdfkit no longer loads its fonts as the build expects')
      return { contents: source.replace(pattern, "require('./standard-fonts/$1.cjs')"), loader: 'js' }
    })
  },
}

/** What a function reads from files at run time, copied beside its bundle. */
async function copyAssets(name: FunctionName, dir: string): Promise<void> {
  if (name !== 'api') return
  const require = createRequire(import.meta.url)
  const from = path.dirname(require.resolve('swagger-ui-dist/package.json'))
  await mkdir(path.join(dir, BUNDLED_DOCS_ASSETS))
  for (const file of Object.keys(DOCS_ASSETS)) {
    await copyFile(path.join(from, file), path.join(dir, BUNDLED_DOCS_ASSETS, file))
  }
  // The Chinese invoices' font (functions/src/adapters/cjk-font.ts looks in fonts/ first).
  await mkdir(path.join(dir, 'fonts'))
  for (const file of CJK_FONT_FILES) {
    await copyFile(require.resolve(file), path.join(dir, 'fonts', path.basename(file)))
  }
}

export type BuiltFunction = { name: FunctionName; dir: string; bytes: number; gzipBytes: number }

/**
 * Builds every function (or the named ones) into `outRoot` in one esbuild pass: the sources are parsed
 * once, and each function's bundle is still whole (no code shared between the folders).
 */
export async function buildLambdas(
  options: { outRoot?: string; names?: readonly FunctionName[] } = {},
): Promise<BuiltFunction[]> {
  return (await buildLambdasWithInputs(options)).built
}

/**
 * buildLambdas, also answering every file the bundles were made of (absolute paths, esbuild's metafile):
 * the tests cache their build by the hash of these (functions/test/lambda-build-cache.ts).
 */
export async function buildLambdasWithInputs(
  options: { outRoot?: string; names?: readonly FunctionName[] } = {},
): Promise<{ built: BuiltFunction[]; inputs: string[] }> {
  const outRoot = options.outRoot ?? LAMBDA_DIST
  const names = options.names ?? FUNCTION_NAMES
  await Promise.all(names.map((name) => rm(path.join(outRoot, name), { recursive: true, force: true })))
  const { metafile } = await build({
    entryPoints: Object.fromEntries(
      names.flatMap((name) => [[`${name}/index`, entry(name)], ...threadEntries(name)]),
    ),
    outdir: outRoot,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'external',
    banner: { js: BANNER },
    plugins: [pdfkitFonts],
    logLevel: 'warning',
    metafile: true,
  })
  const built = await Promise.all(
    names.map(async (name) => {
      const dir = path.join(outRoot, name)
      await copyAssets(name, dir)
      const code = await readFile(path.join(dir, 'index.mjs'))
      return { name, dir, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length }
    }),
  )
  return { built, inputs: Object.keys(metafile.inputs).map((input) => path.resolve(input)) }
}

export function formatSizes(built: readonly BuiltFunction[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(9)
  return built.map((f) => `${f.name.padEnd(12)} ${kb(f.bytes)} ${kb(f.gzipBytes)} gzip`).join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now()
  const built = await buildLambdas()
  console.log(formatSizes(built))
  console.log(
    `Built ${built.length} functions into ${path.relative(ROOT, LAMBDA_DIST)} in ${Math.round(performance.now() - started)} ms`,
  )
}
