import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
} from '@aws-sdk/client-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DYNAMODB_JVM_OPTIONS } from '../../test/dynamodb-jvm.ts'
import {
  checkJava,
  type DynamoDbLocal,
  ensureDynamoDbLocalJar,
  startDynamoDbLocal,
} from './dynamodb-local.ts'
import { MANIFEST_FILE, verifyEmulatorFiles, verifyTarballIntegrity } from './dynamodb-local-jar.ts'
import { ensureTable } from './provision.ts'

const CACHE_DIR = path.resolve(import.meta.dirname, '../../../.cache')
const ALL_INDEXES = ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7', 'gsi8', 'gsi9']
let jarDir: string
let scratch: string

beforeAll(async () => {
  jarDir = await ensureDynamoDbLocalJar(CACHE_DIR)
  scratch = await mkdtemp(path.join(os.tmpdir(), 'simlessly-ddb-test-'))
})
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true })
})

describe('the DynamoDB Local download', () => {
  it('caches the emulator with a manifest covering every file', async () => {
    expect(existsSync(path.join(jarDir, 'DynamoDBLocal.jar'))).toBe(true)
    const manifest = await readFile(path.join(jarDir, MANIFEST_FILE), 'utf8')
    expect(manifest).toMatch(/^[0-9a-f]{64} {2}DynamoDBLocal\.jar$/m)
    expect(manifest).toMatch(/ {2}DynamoDBLocal_lib\/libsqlite4java-linux-amd64\.so$/m)
  })

  it('refuses a copy in which a file was altered or removed', async () => {
    const copy = path.join(scratch, 'emulator')
    await cp(jarDir, copy, { recursive: true })
    await expect(verifyEmulatorFiles(copy)).resolves.toBeUndefined()

    await appendFile(path.join(copy, 'DynamoDBLocal_lib', 'sqlite4java.jar'), 'tampered')
    await rm(path.join(copy, 'DynamoDBLocal_lib', 'libsqlite4java-linux-amd64.so'))
    const refusal = verifyEmulatorFiles(copy)
    await expect(refusal).rejects.toThrow(/do not match their checksums/)
    await expect(refusal).rejects.toThrow(/DynamoDBLocal_lib\/sqlite4java\.jar differs/)
    await expect(refusal).rejects.toThrow(/libsqlite4java-linux-amd64\.so is missing/)
  })

  it('refuses a manifest that does not list the jar', async () => {
    const copy = path.join(scratch, 'empty-manifest')
    await cp(jarDir, copy, { recursive: true })
    await writeFile(path.join(copy, MANIFEST_FILE), '')
    await expect(verifyEmulatorFiles(copy)).rejects.toThrow(/DynamoDBLocal\.jar is not listed/)
  })

  it('refuses a tarball whose hash is not the pinned one', async () => {
    const tarball = path.join(scratch, 'package.tgz')
    await writeFile(tarball, 'the genuine bytes')
    const integrity = `sha512-${createHash('sha512').update('the genuine bytes').digest('base64')}`
    await expect(verifyTarballIntegrity(tarball, integrity)).resolves.toBeUndefined()
    await appendFile(tarball, '!')
    await expect(verifyTarballIntegrity(tarball, integrity)).rejects.toThrow(
      /does not match its pinned integrity/,
    )
  })
})

const TEST_JVM_ARGS = TEST_DYNAMODB_JVM_OPTIONS.split(' ')

describe('startDynamoDbLocal', () => {
  // One emulator started here for the three tests below, in order: a JVM's cold start is most of this
  // file's time and CPU, and ensureTable's test (from provision.test.ts) needs an emulator that nothing else
  // writes to, which the run's shared one is not.
  let dynamodb: DynamoDbLocal
  let client: DynamoDBClient
  beforeAll(async () => {
    dynamodb = await startDynamoDbLocal({ jarDir, port: 0, inMemory: true, jvmArgs: TEST_JVM_ARGS })
    client = new DynamoDBClient({
      endpoint: dynamodb.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    })
  })
  afterAll(async () => {
    client?.destroy()
    await dynamodb?.stop()
  })

  it('names the fix when Java is missing', async () => {
    await expect(checkJava('/nonexistent/java')).rejects.toThrow(/apt-get install -y openjdk-17-jre-headless/)
  })

  it('answers on a free loopback port, its JVM started with the options given', async () => {
    const port = Number(new URL(dynamodb.endpoint).port)
    expect(dynamodb.endpoint).toBe(`http://127.0.0.1:${port}`)
    const argv = (await readFile(`/proc/${dynamodb.pid}/cmdline`, 'utf8')).split('\0')
    expect(argv.slice(1, 1 + TEST_JVM_ARGS.length)).toEqual(TEST_JVM_ARGS)
    expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual([])
  })

  // ensureTable on a table an older data folder left: nine indexes added one at a time, each waited for
  // until ACTIVE. DynamoDB Local builds an index on a background thread that the run's shared emulator, busy
  // with every other test's writes, starved for over a minute in CI: hence this emulator (about 1 s per
  // index when nothing else writes to it).
  it('completes a table from an older data folder that lacks the index and TTL', {
    timeout: 120_000,
  }, async () => {
    const table = `provision-older-${crypto.randomUUID().slice(0, 8)}`
    await client.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    )
    await ensureTable(client, table)
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }))
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(ALL_INDEXES)
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: table }))
    expect(ttl.TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED')
  })

  it('stop() ends the JVM and frees the port', async () => {
    const port = Number(new URL(dynamodb.endpoint).port)
    await dynamodb.stop()
    await dynamodb.stop()
    expect(isRunning(dynamodb.pid)).toBe(false)
    expect(await canBind(port)).toBe(true)
  })
})

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false))
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)))
  })
}
