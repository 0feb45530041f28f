#!/usr/bin/env python3
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
