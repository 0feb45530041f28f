#!/usr/bin/env bash
# Calls the console's API with an API key: signs the request as the Developer settings page describes.
# Needs bash, curl and openssl.
#
#   SIMLESSLY_URL=http://localhost:3000 SIMLESSLY_ACCESS_KEY=AK... SIMLESSLY_SECRET=... \
#     bash examples/api/signed-request.sh /api/v1/config/list '{}'
#
# Arguments: the path (with its query string) and, for a POST, the JSON body; without a body it sends a GET.
set -euo pipefail

path=${1:-/api/v1/config/list}
url=${SIMLESSLY_URL:-http://localhost:3000}
access_key=${SIMLESSLY_ACCESS_KEY:-}
secret=${SIMLESSLY_SECRET:-}

if [ $# -ge 2 ]; then method=POST body=$2; else method=GET body=; fi
timestamp="$(date +%s)000"
# A new version 4 UUID for each request, from 16 random bytes.
hex=$(openssl rand -hex 16)
request_id="${hex:0:8}-${hex:8:4}-4${hex:13:3}-a${hex:17:3}-${hex:20:12}"
# The signing string: method, path, timestamp, request id, access key and the raw body, one per line.
signature=$(printf '%s\n%s\n%s\n%s\n%s\n%s' "$method" "$path" "$timestamp" "$request_id" "$access_key" "$body" |
  openssl dgst -sha256 -hmac "$secret" -r | cut -d ' ' -f 1 | tr 'a-f' 'A-F')

headers=(-H "AccessKey: $access_key" -H "Timestamp: $timestamp" -H "RequestID: $request_id" -H "Signature: $signature")
if [ "$method" = POST ]; then
  answer=$(curl -sS -X POST "${headers[@]}" -H 'Content-Type: application/json' --data-binary "$body" "${url%/}$path")
else
  answer=$(curl -sS "${headers[@]}" "${url%/}$path")
fi
printf '%s\n' "$answer"
case $answer in *'"success":true'*) exit 0 ;; *) exit 1 ;; esac
