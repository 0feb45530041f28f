import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** Starts the product as `npm start` does, on free ports and a fresh data folder, for a benchmark. */
export type RunningProduct = { url: string; dynamodbPort: number; pid: number; stop(): Promise<void> }

const root = path.resolve(import.meta.dirname, '../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export async function startProduct(): Promise<RunningProduct> {
  const [port, dynamodbPort] = [await freePort(), await freePort()]
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-bench-'))
  const child: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'functions/src/local/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: scratch,
        DYNAMODB_PORT: String(dynamodbPort),
        S3_PORT: '0',
        SQS_PORT: '0',
        SMTP_PORT: '0',
        LOG_LEVEL: 'ERROR',
        AWS_EC2_METADATA_DISABLED: 'true',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}`)
    const up = await fetch(`${url}/api/v1/platform/query`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    dynamodbPort,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
