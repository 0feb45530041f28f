import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkJava, ensureDynamoDbLocalJar, startDynamoDbLocal } from './dynamodb-local.ts'
import { MANIFEST_FILE, verifyEmulatorFiles, verifyTarballIntegrity } from './dynamodb-local-jar.ts'

const CACHE_DIR = path.resolve(import.meta.dirname, '../../../.cache')
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

describe('startDynamoDbLocal', () => {
  it('names the fix when Java is missing', async () => {
    await expect(checkJava('/nonexistent/java')).rejects.toThrow(/apt-get install -y openjdk-17-jre-headless/)
  })

  it('answers on a free loopback port, and stop() ends the JVM and frees the port', async () => {
    const dynamodb = await startDynamoDbLocal({ jarDir, port: 0, inMemory: true })
    const port = Number(new URL(dynamodb.endpoint).port)
    expect(dynamodb.endpoint).toBe(`http://127.0.0.1:${port}`)
    const client = new DynamoDBClient({
      endpoint: dynamodb.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    })
    try {
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual([])
    } finally {
      client.destroy()
    }
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
