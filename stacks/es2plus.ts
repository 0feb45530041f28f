import { createLambda, type LambdaContext } from './lambda.ts'
import type { Secrets } from './secrets.ts'
import type { StageSettings } from './settings.ts'

/** Where API Gateway reads the truststore: a versioned bucket of its own, which the functions cannot write. */
const TRUSTSTORE_KEY = 'es2plus/truststore.pem'

/**
 * The SM-DP+'s HandleDownloadProgressInfo notifications (ES2+, DOMAIN.md): a function of its own behind an
 * HTTP API on a custom domain that demands a client certificate chaining to the SmdpTruststore CAs (mutual
 * TLS), with API Gateway's own execute-api address turned off so nothing reaches the function around it. The
 * function still checks the shared secret the SM-DP+ sends. A stage without SIMLESSLY_ES2PLUS_DOMAIN (never
 * production) keeps the execute-api address and the shared secret alone, for tests against a simulator.
 */
export function createEs2plus(settings: StageSettings, secrets: Secrets, context: LambdaContext) {
  const fn = createLambda('es2plus', context, { timeoutSeconds: 15, memoryMb: 512 })
  const domain = settings.es2plusDomain
  const truststore = domain ? uploadTruststore(secrets) : undefined
  const gateway = new sst.aws.ApiGatewayV2('Es2plusGateway', {
    cors: false,
    accessLog: { retention: '1 year' },
    ...(domain && { domain: { name: domain } }),
    transform: {
      api: (args) => {
        args.disableExecuteApiEndpoint = Boolean(domain)
      },
      ...(truststore && {
        domainName: (args: aws.apigatewayv2.DomainNameArgs) => {
          args.mutualTlsAuthentication = {
            truststoreUri: $interpolate`s3://${truststore.bucket}/${truststore.key}`,
            truststoreVersion: truststore.versionId,
          }
        },
      }),
    },
  })
  gateway.route('$default', fn.arn)
  return { fn, gateway, url: gateway.url }
}

function uploadTruststore(secrets: Secrets) {
  const bucket = new sst.aws.Bucket('Truststore', { versioning: true, cors: false })
  return new aws.s3.BucketObjectv2(
    'Es2plusTruststore',
    {
      bucket: bucket.name,
      key: TRUSTSTORE_KEY,
      content: secrets.SmdpTruststore.value,
      contentType: 'application/x-pem-file',
    },
    { dependsOn: [bucket] },
  )
}
