#!/usr/bin/env node
// Calls the console's API with an API key: signs the request as the Developer settings page describes.
// No dependencies beyond Node 20.
//
//   SIMLESSLY_URL=http://localhost:3000 SIMLESSLY_ACCESS_KEY=AK... SIMLESSLY_SECRET=... \
//     node examples/api/signed-request.mjs /api/v1/config/list '{}'
//
// Arguments: the path (with its query string) and, for a POST, the JSON body; without a body it sends a GET.
import { createHmac, randomUUID } from 'node:crypto'

const [path = '/api/v1/config/list', body] = process.argv.slice(2)
const {
  SIMLESSLY_URL = 'http://localhost:3000',
  SIMLESSLY_ACCESS_KEY = '',
  SIMLESSLY_SECRET = '',
} = process.env

const method = body === undefined ? 'GET' : 'POST'
const timestamp = String(Date.now())
const requestId = randomUUID()
// The signing string: method, path, timestamp, request id, access key and the raw body, one per line.
const signingString = [method, path, timestamp, requestId, SIMLESSLY_ACCESS_KEY, body ?? ''].join('\n')
const signature = createHmac('sha256', SIMLESSLY_SECRET).update(signingString).digest('hex').toUpperCase()

const response = await fetch(new URL(path, SIMLESSLY_URL), {
  method,
  headers: {
    AccessKey: SIMLESSLY_ACCESS_KEY,
    Timestamp: timestamp,
    RequestID: requestId,
    Signature: signature,
    ...(body !== undefined && { 'Content-Type': 'application/json' }),
  },
  ...(body !== undefined && { body }),
})
const answer = await response.json()
console.log(JSON.stringify(answer, null, 2))
process.exitCode = answer.success ? 0 : 1
