import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { commandOf, isAlive, processTree, residentKiB } from './process-tree.ts'
import { printResult } from './result.ts'

/**
 * Measures `npm start`: a cold start (no cached DynamoDB Local jar, empty data folder), then a warm
 * start (jar cached, data kept), the resident memory of the whole local stack at idle, and that SIGTERM
 * leaves no process and no bound port behind. Prints figures; asserts nothing about speed.
 *
 *   npm run bench:start              # cold and warm
 *   npm run bench:start -- --warm    # warm only, with the project's own .cache
 */
const root = path.resolve(import.meta.dirname, '../..')
const warmOnly = process.argv.includes('--warm')
const port = 3300 + Math.floor(Math.random() * 500)
const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-bench-'))
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: path.join(scratch, 'data'),
  CACHE_DIR: warmOnly ? path.join(root, '.cache') : path.join(scratch, 'cache'),
  DYNAMODB_PORT: '0',
  S3_PORT: '0',
  SQS_PORT: '0',
  SMTP_PORT: '0',
  LOG_LEVEL: 'WARN',
  AWS_EC2_METADATA_DISABLED: 'true',
}

async function ready(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}${API_BASE_PATH}${endpoints.platform.query.path}`)
      if (response.ok) return (performance.now() - started) / 1000
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function run(label: string): Promise<void> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'functions/src/local/main.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const seconds = await ready(child, started)
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const tree = processTree(child.pid ?? 0)
  const rssMiB = tree.reduce((sum, pid) => sum + residentKiB(pid), 0) / 1024
  const parts = tree.map(
    (pid) => `${path.basename(commandOf(pid))} ${(residentKiB(pid) / 1024).toFixed(0)} MiB`,
  )
  const stopping = performance.now()
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  const stopSeconds = (performance.now() - stopping) / 1000
  // Children see their parent's pipes close and exit within moments; wait up to 3 s before naming orphans.
  const deadline = Date.now() + 3000
  while (tree.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  const orphans = tree.filter(isAlive)
  figures[`${label.split(' (')[0]?.replaceAll(' ', '') ?? label}ReadySeconds`] = seconds
  figures.idleStackMiB = rssMiB
  figures.orphans = (figures.orphans ?? 0) + orphans.length
  console.log(
    `${label}: ready in ${seconds.toFixed(2)} s; idle RSS ${rssMiB.toFixed(0)} MiB (${parts.join(', ')}); ` +
      `stopped in ${stopSeconds.toFixed(2)} s, exit code ${child.exitCode}, ` +
      `orphans ${orphans.length ? orphans.join(',') : 'none'}, port ${(await portIsFree()) ? 'free' : 'STILL BOUND'}`,
  )
}

const figures: Record<string, number> = {}
try {
  if (!warmOnly) await run('cold start (jar fetched, empty data)')
  await run('warm start (jar cached, data kept)')
  await run('warm start again')
  printResult('start', figures)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
