import { pathToFileURL } from 'node:url'

/**
 * Runs one Lambda bundle as Lambda's Node runtime does, in a fresh process with only the function's
 * environment: imports `<bundle>/index.mjs` (its top-level code, the cold start, runs then, KMS call
 * included), then invokes `handler` with each event the parent sends over IPC and answers the result with
 * the milliseconds and CPU milliseconds the invocation took. Plain JavaScript: the child runs no loader.
 */
const [bundle = ''] = process.argv.slice(2)
const send = (message) => process.send?.(message)
const cpuMs = (since) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

const started = performance.now()
const cpuAtStart = process.cpuUsage()
let handler
try {
  ;({ handler } = await import(pathToFileURL(bundle).href))
} catch (error) {
  send({ type: 'failed', error: String(error?.stack ?? error) })
  process.exit(1)
}
send({ type: 'ready', importMs: performance.now() - started, importCpuMs: cpuMs(cpuAtStart) })

const functionName = process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'test'
function lambdaContext(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  }
}

process.on('message', async ({ id, event }) => {
  const at = performance.now()
  const cpu = process.cpuUsage()
  try {
    const result = await handler(event, lambdaContext(60_000))
    send({ type: 'answer', id, result: result ?? null, ms: performance.now() - at, cpuMs: cpuMs(cpu) })
  } catch (error) {
    send({ type: 'answer', id, error: String(error?.stack ?? error), ms: performance.now() - at })
  }
})
