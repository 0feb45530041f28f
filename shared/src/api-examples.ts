import { signingString } from './api-key.ts'
import { API_BASE_PATH } from './endpoint.ts'
import { profileConfigEndpoints } from './endpoints/profile-config.ts'

/**
 * Where the public API's own OpenAPI document (`/openapi.json`) and its reference page (`/docs`) are: the
 * endpoints an API key may call, how to sign a request, and the examples below.
 */
export const PUBLIC_API_PATH = `${API_BASE_PATH}/public`

/** The request the guides sign by way of example: a page of the profile configurations. */
export const EXAMPLE_PATH = `${API_BASE_PATH}${profileConfigEndpoints.list.path}`

/** Made by the same function the server checks with, so the example cannot drift from the rule. */
export const EXAMPLE_SIGNING_STRING = signingString({
  method: 'POST',
  path: EXAMPLE_PATH,
  timestamp: '1767225600000',
  requestId: '0b5e8f0e-6a4b-4f0e-9d3c-2a7f1c9e4b21',
  accessKey: 'AK0123456789ABCDEFGHIJ',
  body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
})

/**
 * The text exactly as written between the backticks: only `\${` and `\`` are escapes (for `${` and a
 * backtick), so every other backslash stays, and nothing can be interpolated.
 */
const verbatim = (text: TemplateStringsArray) => text.raw.join('').replace(/\\(\$\{|`)/g, '$1')

export type ApiExample = {
  readonly id: 'curl' | 'node' | 'python'
  readonly label: string
  /** The language of its code block. */
  readonly language: string
  /** Where the runnable file is, from the repository root. */
  readonly file: string
  readonly text: string
}

const CURL_EXAMPLE = verbatim`#!/usr/bin/env bash
# Calls the console's API with an API key: signs the request as the Developer settings page describes.
# Needs bash, curl and openssl.
#
#   SIMLESSLY_URL=http://localhost:3000 SIMLESSLY_ACCESS_KEY=AK... SIMLESSLY_SECRET=... \
#     bash examples/api/signed-request.sh /api/v1/config/list '{}'
#
# Arguments: the path (with its query string) and, for a POST, the JSON body; without a body it sends a GET.
set -euo pipefail

path=\${1:-/api/v1/config/list}
url=\${SIMLESSLY_URL:-http://localhost:3000}
access_key=\${SIMLESSLY_ACCESS_KEY:-}
secret=\${SIMLESSLY_SECRET:-}

if [ $# -ge 2 ]; then method=POST body=$2; else method=GET body=; fi
timestamp="$(date +%s)000"
# A new version 4 UUID for each request, from 16 random bytes.
hex=$(openssl rand -hex 16)
request_id="\${hex:0:8}-\${hex:8:4}-4\${hex:13:3}-a\${hex:17:3}-\${hex:20:12}"
# The signing string: method, path, timestamp, request id, access key and the raw body, one per line.
signature=$(printf '%s\n%s\n%s\n%s\n%s\n%s' "$method" "$path" "$timestamp" "$request_id" "$access_key" "$body" |
  openssl dgst -sha256 -hmac "$secret" -r | cut -d ' ' -f 1 | tr 'a-f' 'A-F')

headers=(-H "AccessKey: $access_key" -H "Timestamp: $timestamp" -H "RequestID: $request_id" -H "Signature: $signature")
if [ "$method" = POST ]; then
  answer=$(curl -sS -X POST "\${headers[@]}" -H 'Content-Type: application/json' --data-binary "$body" "\${url%/}$path")
else
  answer=$(curl -sS "\${headers[@]}" "\${url%/}$path")
fi
printf '%s\n' "$answer"
case $answer in *'"success":true'*) exit 0 ;; *) exit 1 ;; esac
`

const NODE_EXAMPLE = verbatim`#!/usr/bin/env node
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
`

const PYTHON_EXAMPLE = verbatim`#!/usr/bin/env python3
# Calls the console's API with an API key: signs the request as the Developer settings page describes.
# Python 3, standard library only.
#
#   SIMLESSLY_URL=http://localhost:3000 SIMLESSLY_ACCESS_KEY=AK... SIMLESSLY_SECRET=... \
#     python3 examples/api/signed-request.py /api/v1/config/list '{}'
#
# Arguments: the path (with its query string) and, for a POST, the JSON body; without a body it sends a GET.
import hashlib
import hmac
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

path = sys.argv[1] if len(sys.argv) > 1 else "/api/v1/config/list"
body = sys.argv[2] if len(sys.argv) > 2 else None
url = os.environ.get("SIMLESSLY_URL", "http://localhost:3000")
access_key = os.environ.get("SIMLESSLY_ACCESS_KEY", "")
secret = os.environ.get("SIMLESSLY_SECRET", "")

method = "GET" if body is None else "POST"
timestamp = str(time.time_ns() // 1_000_000)
request_id = str(uuid.uuid4())
# The signing string: method, path, timestamp, request id, access key and the raw body, one per line.
signing_string = "\n".join([method, path, timestamp, request_id, access_key, body or ""])
signature = hmac.new(secret.encode(), signing_string.encode(), hashlib.sha256).hexdigest().upper()

headers = {"AccessKey": access_key, "Timestamp": timestamp, "RequestID": request_id, "Signature": signature}
if body is not None:
    headers["Content-Type"] = "application/json"
request = urllib.request.Request(
    urllib.parse.urljoin(url, path),
    data=None if body is None else body.encode(),
    headers=headers,
    method=method,
)
try:
    with urllib.request.urlopen(request) as response:
        answer = json.load(response)
except urllib.error.HTTPError as error:
    # A refusal (401, 403, 429...) carries the envelope too.
    answer = json.load(error)
print(json.dumps(answer, indent=2, ensure_ascii=False))
sys.exit(0 if answer.get("success") else 1)
`

/**
 * The public API's complete examples of a signed request, one a language, as the files in examples/api hold
 * them: the public API reference and the Developer settings page show these texts, and
 * tests/repo/api-examples.test.ts fails if a file differs from its text here (copy the text over the file).
 * `duplicates` pairs each text with its file: a deliberate copy, the runnable file and the documented text
 * being the same bytes is what the test holds.
 */
export const API_EXAMPLES: readonly ApiExample[] = [
  { id: 'curl', label: 'curl', language: 'bash', file: 'examples/api/signed-request.sh', text: CURL_EXAMPLE },
  {
    id: 'node',
    label: 'Node.js',
    language: 'javascript',
    file: 'examples/api/signed-request.mjs',
    text: NODE_EXAMPLE,
  },
  {
    id: 'python',
    label: 'Python',
    language: 'python',
    file: 'examples/api/signed-request.py',
    text: PYTHON_EXAMPLE,
  },
]
