import { describe, expect, it } from 'vitest'
import { EDGE_HEADERS } from '../../functions/src/resources.ts'
import { COMPONENT_NAMES } from '../lambda.ts'
import { edgeRequestCode } from '../web.ts'
import { deploy, deployWindow, unsecret } from './recorded.ts'
import { SECRET_VALUES } from './stage-inputs.ts'

type Headers = Record<string, { value: string }>
/** The router's own code run on a viewer request, as CloudFront's function runtime would run it. */
function edgeRequest(code: string, uri: string, headers: Headers): Headers {
  const event = { request: { uri, headers: { ...headers } }, viewer: { ip: '198.51.100.7' } }
  new Function('event', code)(event)
  return event.request.headers
}

const kvEntry = (name: string) => deploy().one('pulumi-nodejs:dynamic:Resource', name).inputs

describe('the console behind one CloudFront router', () => {
  it('serves on the console domain, over HTTPS, compressed with gzip and Brotli', () => {
    const distribution = deploy().one(
      'aws:cloudfront/distribution:Distribution',
      'ConsoleCdnDistribution',
    ).inputs
    expect(distribution.aliases).toEqual(['console.example.com'])
    expect(distribution.defaultCacheBehavior).toMatchObject({
      compress: true,
      viewerProtocolPolicy: 'redirect-to-https',
    })
    const cache = deploy().one('aws:cloudfront/cachePolicy:CachePolicy', 'ConsoleServerCachePolicy').inputs
    expect(cache.parametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    })
  })

  it('routes /api to the HTTP API, whose only route sends payload 2.0 to the api function', () => {
    expect(kvEntry('ConsoleRoute/apiRoutesUpdate.sst.aws.KvRoutesUpdate').entry).toMatch(/^url,\w+,,\/api$/)
    const metadata = JSON.parse(
      String((kvEntry('ConsoleRoute/apiRouteKey.sst.aws.KvKeys').entries as { metadata: string }).metadata),
    )
    expect(metadata).toEqual({
      host: 'apigatewayapi.execute-api.us-east-1.amazonaws.com',
      origin: { timeouts: { readTimeout: 30 } },
    })
    const d = deploy()
    expect(d.one('aws:apigatewayv2/route:Route', 'ApiGatewayRouteBbovcaRoute').inputs.routeKey).toBe(
      '$default',
    )
    expect(
      d.one('aws:apigatewayv2/integration:Integration', 'ApiGatewayRouteBbovcaIntegration').inputs,
    ).toMatchObject({
      integrationType: 'AWS_PROXY',
      integrationUri: `arn:aws:lambda:us-east-1:123456789012:function:${d.fn('api').lambda.name}`,
      payloadFormatVersion: '2.0',
    })
  })

  it('adds the origin secret to requests for /api, strips a forged one, and forwards CloudFront-Viewer-Address', () => {
    const d = deploy()
    const fn = d.one('aws:cloudfront/function:Function', 'ConsoleCloudfrontFunctionRequest').inputs
    const injected = edgeRequestCode(JSON.stringify(SECRET_VALUES.OriginVerifySecret))
    expect(String(fn.code)).toContain(injected)
    const distribution = d.one('aws:cloudfront/distribution:Distribution', 'ConsoleCdnDistribution').inputs
    const behavior = distribution.defaultCacheBehavior as {
      functionAssociations: { eventType: string; functionArn: string }[]
      originRequestPolicyId: string
    }
    expect(behavior.functionAssociations).toContainEqual({
      eventType: 'viewer-request',
      functionArn: expect.stringMatching(/:function\/.*ConsoleCloudfrontFunctionRequest/),
    })
    // AWS's AllViewerExceptHostHeader: every viewer header (the secret included) and CloudFront's own
    // (CloudFront-Viewer-Address, which CloudFront adds after the function), but not Host, which the HTTP
    // API must get as its own.
    expect(behavior.originRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac')

    const forged = { [EDGE_HEADERS.originVerify]: { value: 'guess' }, host: { value: 'console.example.com' } }
    for (const uri of ['/api', '/api/v1/account/login']) {
      expect(edgeRequest(injected, uri, forged), uri).toEqual({
        [EDGE_HEADERS.originVerify]: { value: SECRET_VALUES.OriginVerifySecret },
        host: { value: 'console.example.com' },
      })
    }
    for (const uri of ['/', '/apidocs', '/assets/index.js'])
      expect(edgeRequest(injected, uri, forged), uri).toEqual({ host: { value: 'console.example.com' } })
  })

  it('serves the SPA at the root with the cache headers of the local server, and only the site', () => {
    expect(kvEntry('SpaRoutesUpdate.sst.aws.KvRoutesUpdate').entry).toMatch(/^site,\w+,,$/)
    const files = kvEntry('SpaAssetFiles.sst.aws.BucketFiles').files as {
      key: string
      cacheControl: string
    }[]
    const cacheOf = Object.fromEntries(files.map((f) => [f.key, f.cacheControl]))
    // The same values functions/src/local/static-site.test.ts reads from the local server.
    expect(cacheOf).toEqual({
      'index.html': 'no-cache',
      'assets/index-0a1b2c3d.js': 'public, max-age=31536000, immutable',
      'favicon.ico': 'public, max-age=300',
    })
  })
})

describe('the ES2+ notification endpoint', () => {
  it('demands a client certificate on its own domain and has no other address', () => {
    const d = deploy()
    const bucket = d.one('aws:s3/bucketV2:BucketV2', 'TruststoreBucket').inputs.bucket
    expect(d.one('aws:apigatewayv2/domainName:DomainName', 'Es2plusGatewayDomainName').inputs).toMatchObject({
      domainName: 'es2plus.example.com',
      mutualTlsAuthentication: {
        truststoreUri: `s3://${bucket}/es2plus/truststore.pem`,
        truststoreVersion: 'v1',
      },
    })
    expect(unsecret(d.one('aws:s3/bucketObjectv2:BucketObjectv2', 'Es2plusTruststore').inputs.content)).toBe(
      SECRET_VALUES.SmdpTruststore,
    )
    expect(
      d.one('aws:s3/bucketVersioningV2:BucketVersioningV2', 'TruststoreVersioning').inputs
        .versioningConfiguration,
    ).toEqual({ status: 'Enabled' })
    expect(d.one('aws:apigatewayv2/api:Api', 'Es2plusGatewayApi').inputs.disableExecuteApiEndpoint).toBe(true)
    expect(
      d.one('aws:apigatewayv2/integration:Integration', 'Es2plusGatewayRouteBbovcaIntegration').inputs
        .integrationUri,
    ).toBe(`arn:aws:lambda:us-east-1:123456789012:function:${d.fn('es2plus').lambda.name}`)
  })

  it('keeps API Gateway own address on a stage without its domain (never production)', () => {
    const dev = deploy('dev')
    expect(dev.all('aws:apigatewayv2/domainName:DomainName')).toEqual([])
    expect(dev.one('aws:apigatewayv2/api:Api', 'Es2plusGatewayApi').inputs.disableExecuteApiEndpoint).toBe(
      false,
    )
  })
})

describe('the scheduled job and the deploy-time setup', () => {
  it('runs the schedule function every minute, without retries', () => {
    const d = deploy()
    expect(d.one('aws:cloudwatch/eventRule:EventRule', 'ScheduleCronRule').inputs.scheduleExpression).toBe(
      'rate(1 minute)',
    )
    expect(d.one('aws:cloudwatch/eventTarget:EventTarget', 'ScheduleCronTarget').inputs.arn).toBe(
      `arn:aws:lambda:us-east-1:123456789012:function:${d.fn('schedule').lambda.name}`,
    )
    expect(
      d.one('aws:lambda/functionEventInvokeConfig:FunctionEventInvokeConfig', 'ScheduleEventInvokeConfig')
        .inputs.maximumRetryAttempts,
    ).toBe(0)
  })

  it('invokes the setup function once per deploy, with an input that names the deploy', () => {
    const invocation = deploy().one('aws:lambda/invocation:Invocation', 'SetupRun').inputs
    expect(invocation.functionName).toBe(deploy().fn('setup').lambda.name)
    const { deploy: at } = JSON.parse(String(invocation.input)) as { deploy: string }
    const { startedAt, endedAt } = deployWindow()
    expect(Date.parse(at)).toBeGreaterThanOrEqual(startedAt)
    expect(Date.parse(at)).toBeLessThanOrEqual(endedAt)
  })

  it("runs the setup only after every function is updated (the claims' copy must follow the last old writer)", () => {
    const waits = deploy().one('aws:lambda/invocation:Invocation', 'SetupRun').dependsOn ?? []
    expect([...waits].sort()).toEqual(Object.values(COMPONENT_NAMES).sort())
  })
})

describe('the stage', () => {
  it('names every resource it names by app and stage', () => {
    for (const run of ['prod', 'dev'] as const) {
      const d = deploy(run)
      const unnamed = d.resources.filter((r) => {
        const name = r.inputs.name ?? (r.type === 'aws:s3/bucketV2:BucketV2' ? r.inputs.bucket : undefined)
        const exempt = ['aws:route53/record:Record', 'aws:apigatewayv2/stage:Stage'].includes(r.type)
        return typeof name === 'string' && !exempt && !name.toLowerCase().includes(`simlessly-${d.stage}-`)
      })
      expect(
        unnamed.map((r) => `${r.type} ${r.inputs.name ?? r.inputs.bucket}`),
        run,
      ).toEqual([])
    }
  })

  it('protects production from sst remove, and a developer stage not', () => {
    expect(deploy().outputs._protect).toBe(true)
    expect(deploy('dev').outputs._protect).toBe(false)
  })

  it('makes only the KMS key on a first deploy, and says how to wrap the data key', () => {
    const first = deploy('bootstrap')
    expect(first.failures).toEqual([])
    const made = first.resources.filter((r) => r.type.startsWith('aws:')).map((r) => r.type)
    expect(made).toEqual(['aws:kms/key:Key', 'aws:kms/alias:Alias'])
    expect(first.outputs.next).toBe(
      'npx sst secret set DataKeyCiphertext "$(aws kms generate-data-key-without-plaintext --key-id alias/simlessly-prod-data --key-spec AES_256 --query CiphertextBlob --output text)" --stage prod',
    )
  })

  it('ran every deploy without an error', () => {
    for (const run of ['prod', 'dev', 'bootstrap'] as const) expect(deploy(run).failures, run).toEqual([])
  })
})
