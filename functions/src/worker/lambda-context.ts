import type { Context } from 'aws-lambda'

/**
 * A Lambda context for invocations that do not come from Lambda (the local poller, tests). The
 * idempotency layer reads the remaining time from it to know when a job left "in progress" by a crash
 * may be taken up again.
 */
export function syntheticLambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  }
}
