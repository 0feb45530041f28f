import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb'
import { LOOPBACK, resolvePort } from './free-port.ts'
import { killWithParent, tailOf, terminate } from './process-guard.ts'

export { ensureDynamoDbLocalJar } from './dynamodb-local-jar.ts'

export type DynamoDbLocalOptions = {
  jarDir: string
  /** 0 picks a free port. */
  port: number
  /** Required unless `inMemory`: tables live in `<dataDir>/dynamodb`. */
  dataDir?: string
  inMemory: boolean
  java?: string
  /** JVM options before the jar's (see `DYNAMODB_JVM_ARGS`); measured, not guessed. */
  jvmArgs?: readonly string[]
  readyTimeoutMs?: number
}

export type DynamoDbLocal = { endpoint: string; pid: number; stop(): Promise<void> }

const JAVA_FIX =
  'DynamoDB Local needs Java 17 or newer: apt-get install -y openjdk-17-jre-headless (or put java on PATH)'

/** Returns the major version of the Java runtime, or throws naming the fix. */
export async function checkJava(java = 'java'): Promise<number> {
  let output: string
  try {
    const { stdout, stderr } = await promisify(execFile)(java, ['-version'], { timeout: 30_000 })
    output = `${stderr}${stdout}`
  } catch (error) {
    throw new Error(`${JAVA_FIX}. Running "${java} -version" failed: ${(error as Error).message}`)
  }
  // "1.8.0_402" is Java 8; from 9 on the first number is the major version.
  const match = /version "(?:1\.)?(\d+)/.exec(output)
  const major = Number(match?.[1] ?? 0)
  if (major < 17) throw new Error(`${JAVA_FIX}. Found: ${output.split('\n')[0]}`)
  return major
}

/** The JVM options DynamoDB Local runs with unless told otherwise: none yet. */
export const DYNAMODB_JVM_ARGS: readonly string[] = []

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const java = options.java ?? 'java'
  await checkJava(java)
  const storage = await storageOf(options)
  // Another process may take a probed free port before Java binds it; with port 0, just probe again.
  for (let attempt = 1; ; attempt += 1) {
    const port = await resolvePort(options.port, 'DYNAMODB_PORT')
    try {
      return await launch(java, port, storage, path.resolve(options.jarDir), {
        jvmArgs: options.jvmArgs ?? DYNAMODB_JVM_ARGS,
        readyTimeoutMs: options.readyTimeoutMs ?? 60_000,
      })
    } catch (error) {
      const taken = /BindException|already in use/i.test((error as Error).message)
      if (options.port !== 0 || attempt === 3 || !taken) throw error
    }
  }
}

async function launch(
  java: string,
  port: number,
  storage: Storage,
  jarDir: string,
  { jvmArgs, readyTimeoutMs }: { jvmArgs: readonly string[]; readyTimeoutMs: number },
) {
  // DynamoDB Local has no flag to choose the interface: it listens on all of them, and nothing here
  // can narrow that. Its CORS stays at the default (off), so browsers on other origins get no answer.
  const args = [
    ...jvmArgs,
    `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(jarDir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    // One database whatever the credentials and region, so any client (the AWS CLI too) sees the tables.
    '-sharedDb',
    '-disableTelemetry',
    ...storage.args,
  ]
  // Its own process group keeps a terminal Ctrl+C away from it, so the runner can stop the worker first.
  const child = spawn(java, args, { cwd: storage.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const output = tailOf(child)
  // A spawn failure emits 'error' and never 'exit'; either way the process is gone.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const release = killWithParent(child)
  const endpoint = `http://${LOOPBACK}:${port}`

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= terminate(child, exited).finally(release)
    return stopping
  }
  try {
    await waitUntilReady(endpoint, child, exited, readyTimeoutMs)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\nDynamoDB Local said:\n${output() || '(nothing)'}`)
  }
  void exited.then(() => {
    if (stopping) return
    // Every DynamoDB call fails from here on; say why where someone will look.
    console.error(`DynamoDB Local exited unexpectedly (${child.exitCode ?? child.signalCode}):\n${output()}`)
  })
  return { endpoint, pid: child.pid ?? 0, stop }
}

type Storage = { args: string[]; cwd: string }

/** Its working directory matters too: it writes dynamodb-local-metadata.json there, not in the repo. */
async function storageOf(options: DynamoDbLocalOptions): Promise<Storage> {
  if (options.inMemory) return { args: ['-inMemory'], cwd: path.dirname(path.resolve(options.jarDir)) }
  if (!options.dataDir) throw new Error('DynamoDB Local needs a dataDir unless it runs in memory')
  // Absolute, since the JVM runs in another working directory.
  const dbPath = path.resolve(options.dataDir, 'dynamodb')
  await mkdir(dbPath, { recursive: true, mode: 0o700 })
  return { args: ['-dbPath', dbPath], cwd: dbPath }
}

async function waitUntilReady(
  endpoint: string,
  child: ChildProcess,
  exited: Promise<void>,
  timeoutMs: number,
) {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
  })
  let exitedEarly = false
  void exited.then(() => {
    exitedEarly = true
  })
  const deadline = Date.now() + timeoutMs
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }))
        return
      } catch (error) {
        if (exitedEarly) throw new Error(`DynamoDB Local exited during start-up (code ${child.exitCode})`)
        if (Date.now() > deadline) {
          throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms: ${(error as Error).message}`)
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    client.destroy()
  }
}
