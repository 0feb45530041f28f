import { accessSync, constants } from 'node:fs'
import path from 'node:path'

/**
 * What `npm test` needs on the machine besides node_modules, checked before anything slow runs: every
 * program the tests, the local stack and the browser tests run by name. A missing one is named with the
 * Debian package that provides it, all of them in one message with one install line, instead of a failure
 * minutes into the run. (.ci/setup installs the same packages on a fresh CI machine.)
 */
export type Prerequisite = {
  /** A program looked up on PATH, or an absolute path. */
  program: string
  /** The Debian package that installs it. */
  aptPackage: string
  /** Who needs it, for the message. */
  usedBy: string
}

/**
 * The browser the browser tests drive (playwright.config.ts; Playwright downloads none here): Debian's build
 * of Chromium's headless shell, the same version as its `chromium`, as Playwright's own headless runs use. It
 * is Chromium without the browser's window layer; over the whole e2e phase at a like load Chromium took 255
 * CPU s with it against 298 with `chromium --headless`, its browser process half (tests/README.md, "Sixth
 * pass: the e2e phase's CPU"). The benches that want the whole browser (Lighthouse, tests/bench/web.ts)
 * name `/usr/bin/chromium` themselves.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell'

export const PREREQUISITES: readonly Prerequisite[] = [
  { program: 'java', aptPackage: 'openjdk-17-jre-headless', usedBy: 'DynamoDB Local (API tests, npm start)' },
  { program: CHROMIUM_PATH, aptPackage: 'chromium-headless-shell', usedBy: 'the browser tests (Playwright)' },
  { program: 'zbarimg', aptPackage: 'zbar-tools', usedBy: 'decoding the QR codes the generation makes' },
  { program: 'unzip', aptPackage: 'unzip', usedBy: 'checking the ZIP files of batches' },
  { program: 'gpg', aptPackage: 'gnupg', usedBy: 'decrypting the PGP-encrypted batch files' },
  { program: 'pdftotext', aptPackage: 'poppler-utils', usedBy: 'reading the invoices back' },
  { program: 'openssl', aptPackage: 'openssl', usedBy: 'the SM-DP+ TLS test and the curl API example' },
  { program: 'curl', aptPackage: 'curl', usedBy: 'the public API curl example' },
  { program: 'python3', aptPackage: 'python3', usedBy: 'the public API Python example' },
  { program: 'bash', aptPackage: 'bash', usedBy: 'the public API curl example' },
  { program: 'mkfifo', aptPackage: 'coreutils', usedBy: 'the side-by-side runner test' },
  { program: 'cat', aptPackage: 'coreutils', usedBy: 'the side-by-side runner test' },
  {
    program: 'nice',
    aptPackage: 'coreutils',
    usedBy: 'npm test (the type check and the lint run beside the unit phase at a lower priority)',
  },
  { program: 'tar', aptPackage: 'tar', usedBy: 'unpacking DynamoDB Local on first use' },
  { program: 'git', aptPackage: 'git', usedBy: 'the repository checks (tracked files)' },
]

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Whether `program` is an executable file: at its absolute path, or in one of the PATH folders. */
export function found(program: string, pathVariable: string): boolean {
  if (path.isAbsolute(program)) return isExecutable(program)
  return pathVariable
    .split(path.delimiter)
    .some((folder) => folder !== '' && isExecutable(path.join(folder, program)))
}

export function missingPrerequisites(
  pathVariable = process.env.PATH ?? '',
  prerequisites: readonly Prerequisite[] = PREREQUISITES,
): Prerequisite[] {
  return prerequisites.filter((prerequisite) => !found(prerequisite.program, pathVariable))
}

/** One message naming every missing program and the one command that installs them all. */
export function missingMessage(missing: readonly Prerequisite[]): string {
  const lines = missing.map(({ program, aptPackage, usedBy }) => `  - ${program} (${aptPackage}): ${usedBy}`)
  const packages = [...new Set(missing.map(({ aptPackage }) => aptPackage))].join(' ')
  return [
    `npm test needs ${missing.length === 1 ? 'a program' : `${missing.length} programs`} this machine lacks:`,
    ...lines,
    'Install them with:',
    `  apt-get install -y ${packages}`,
  ].join('\n')
}

if (process.argv[1] === import.meta.filename) {
  const missing = missingPrerequisites()
  if (missing.length > 0) {
    console.error(missingMessage(missing))
    process.exit(1)
  }
}
