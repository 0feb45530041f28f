import { execFile, execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import {
  missingMessage,
  missingPrerequisites,
  PREREQUISITES,
  type Prerequisite,
} from '../../scripts/prerequisites.ts'

const root = path.resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-prerequisites-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A folder holding an executable of each name (doing nothing), to serve as the whole PATH. */
function folderWith(name: string, programs: readonly string[], mode = 0o755): string {
  const folder = path.join(scratch, name)
  mkdirSync(folder)
  for (const program of programs) {
    const file = path.join(folder, program)
    writeFileSync(file, '#!/bin/sh\nexit 0\n')
    chmodSync(file, mode)
  }
  return folder
}

const named = (...programs: string[]): Prerequisite[] =>
  programs.map((program) => ({ program, aptPackage: `${path.basename(program)}-pkg`, usedBy: 'a test' }))

describe('the prerequisites check', () => {
  it('finds programs in any PATH folder, and absolute paths where they are', () => {
    const first = folderWith('first', ['zbarimg'])
    const second = folderWith('second', ['gpg'])
    const present = path.join(first, 'zbarimg')
    const wanted = named('zbarimg', 'gpg', 'unzip', present, path.join(first, 'chromium'))
    const missing = missingPrerequisites([first, '', second].join(path.delimiter), wanted)
    expect(missing.map(({ program }) => program)).toEqual(['unzip', path.join(first, 'chromium')])
  })

  it('does not count a file that cannot be run', () => {
    const folder = folderWith('not-executable', ['pdftotext'], 0o644)
    expect(missingPrerequisites(folder, named('pdftotext'))).toHaveLength(1)
  })

  it('names every missing program in one message, with one install line for their packages', () => {
    const message = missingMessage([
      { program: 'zbarimg', aptPackage: 'zbar-tools', usedBy: 'QR codes' },
      { program: 'gpg', aptPackage: 'gnupg', usedBy: 'PGP files' },
      { program: 'gpgv', aptPackage: 'gnupg', usedBy: 'signatures' },
    ])
    expect(message).toContain('lacks')
    expect(message).toMatch(/^ {2}- zbarimg \(zbar-tools\): QR codes$/m)
    expect(message).toMatch(/^ {2}- gpg \(gnupg\): PGP files$/m)
    expect(message).toMatch(/^ {2}- gpgv \(gnupg\): signatures$/m)
    expect(message.match(/apt-get install/g)).toHaveLength(1)
    expect(message).toMatch(/^ {2}apt-get install -y zbar-tools gnupg$/m)
  })

  it('stops npm test at once, naming what lacks, when run on a machine without them', async () => {
    // A PATH holding only what the check itself needs to start; every listed program is then missing
    // (but Chromium, looked up at its absolute path, which this machine has).
    const bare = folderWith('bare', [])
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/prerequisites.ts'],
      { cwd: root, env: { PATH: bare } },
    ).catch((error: { code: number; stderr: string }) => error)
    expect('code' in failure && failure.code).toBe(1)
    const stderr = (failure as { stderr: string }).stderr
    for (const { program } of PREREQUISITES.filter(({ program }) => !path.isAbsolute(program))) {
      expect(stderr).toContain(`- ${program} (`)
    }
    expect(stderr).toMatch(/apt-get install -y .*zbar-tools/)
  })

  it('passes, silently, on this machine, which has them all', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/prerequisites.ts'],
      { cwd: root },
    )
    expect(stdout + stderr).toBe('')
  })
})

/** Installed with Node.js itself, which runs the check. */
const COME_WITH_NODE = new Set(['node', 'npm', 'npx'])

describe('the list of prerequisites', () => {
  it('holds every program the code and its tests run by name', () => {
    const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /^(functions|tests|scripts|stacks|web\/scripts)\/.*\.(ts|mjs)$/.test(file))
    const listed = new Set(PREREQUISITES.map(({ program }) => path.basename(program)))
    const unlisted = new Set<string>()
    for (const file of tracked) {
      const text = readFileSync(path.join(root, file), 'utf8')
      // execFile('zbarimg', ...), spawn('java', ...), and run('tar', ...) where run is execFile promisified.
      const callers = ['execFileSync', 'execFile', 'spawnSync', 'spawn']
      if (/const run = promisify\(execFile\)/.test(text)) callers.push('run')
      const calls = new RegExp(`\\b(?:${callers.join('|')})\\(\\s*'([\\w.-]+)'`, 'g')
      for (const [, program = ''] of text.matchAll(calls)) {
        if (!COME_WITH_NODE.has(program) && !listed.has(program)) unlisted.add(`${program} (${file})`)
      }
    }
    expect([...unlisted]).toEqual([])
  })
})
