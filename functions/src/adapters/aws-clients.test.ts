import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createAwsClients, destroyAwsClients } from './aws-clients.ts'

describe('createAwsClients', () => {
  it("leaves out the SDK's logger middleware, which copied every input and output for a logger there is not", () => {
    const clients = createAwsClients(loadConfig({}))
    try {
      for (const client of [clients.dynamodb, clients.db, clients.s3, clients.sqs]) {
        const names = client.middlewareStack.identify()
        // The stack is the SDK's own otherwise (serializing, signing, retrying).
        expect(names.some((name) => name.startsWith('serializerMiddleware'))).toBe(true)
        expect(names.filter((name) => name.startsWith('loggerMiddleware'))).toEqual([])
      }
    } finally {
      destroyAwsClients(clients)
    }
  })
})
