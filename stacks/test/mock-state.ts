/**
 * What the mocked AWS answers for a resource it "creates": the inputs back, plus the outputs the stacks and
 * SST's components read, in the shapes AWS gives them (SST's own ARN parsers refuse other shapes).
 */
const REGION = 'us-east-1'
const ACCOUNT = '123456789012'

type Args = { type: string; name: string; inputs: Record<string, unknown>; id?: string }

export function mockState(args: Args, stage: string): { id: string; state: Record<string, unknown> } {
  const inputs = args.inputs
  const name = String(inputs.name ?? `simlessly-${stage}-${args.name}`)
  const id = args.id || `${args.name}-id`
  const arn = (service: string, resource: string, region = REGION) =>
    `arn:aws:${service}:${region}:${ACCOUNT}:${resource}`
  const byType: Record<string, () => Record<string, unknown>> = {
    'aws:lambda/function:Function': () => ({
      name,
      arn: arn('lambda', `function:${name}`),
      invokeArn: `arn:aws:apigateway:${REGION}:lambda:path/2015-03-31/functions/${arn('lambda', `function:${name}`)}/invocations`,
    }),
    'aws:dynamodb/table:Table': () => ({ name, arn: arn('dynamodb', `table/${name}`) }),
    'aws:sqs/queue:Queue': () => ({
      name,
      arn: arn('sqs', name),
      url: `https://sqs.${REGION}.amazonaws.com/${ACCOUNT}/${name}`,
    }),
    'aws:s3/bucketV2:BucketV2': () => {
      const bucket = String(inputs.bucket ?? name.toLowerCase())
      return {
        bucket,
        arn: `arn:aws:s3:::${bucket}`,
        bucketRegionalDomainName: `${bucket}.s3.${REGION}.amazonaws.com`,
      }
    },
    'aws:s3/bucketObjectv2:BucketObjectv2': () => ({ versionId: 'v1' }),
    // SST's key for the functions' resource files.
    'random:index/randomBytes:RandomBytes': () => ({
      base64: Buffer.alloc(32, 7).toString('base64'),
      hex: '07'.repeat(32),
    }),
    'aws:kms/key:Key': () => ({ keyId: 'key-0001', arn: arn('kms', 'key/key-0001') }),
    'aws:iam/role:Role': () => ({ name, arn: `arn:aws:iam::${ACCOUNT}:role/${name}` }),
    'aws:iam/user:User': () => ({ name, arn: `arn:aws:iam::${ACCOUNT}:user/${name}` }),
    'aws:iam/accessKey:AccessKey': () => ({ id: 'AKIAMOCK', sesSmtpPasswordV4: 'smtp/password+mock=' }),
    'aws:sns/topic:Topic': () => ({ name, arn: arn('sns', name) }),
    'aws:cloudwatch/logGroup:LogGroup': () => ({ name, arn: arn('logs', `log-group:${name}`) }),
    'aws:cloudwatch/eventRule:EventRule': () => ({ name, arn: arn('events', `rule/${name}`) }),
    'aws:apigatewayv2/api:Api': () => ({
      apiEndpoint: `https://${args.name.toLowerCase()}.execute-api.${REGION}.amazonaws.com`,
      executionArn: arn('execute-api', args.name.toLowerCase()),
    }),
    'aws:apigatewayv2/domainName:DomainName': () => ({
      domainNameConfiguration: {
        targetDomainName: 'd-mock.execute-api.amazonaws.com',
        hostedZoneId: 'ZAPIGW',
      },
    }),
    'aws:cloudfront/distribution:Distribution': () => ({
      domainName: 'd111111abcdef8.cloudfront.net',
      hostedZoneId: 'Z2FDTNDATAQYW2',
      arn: `arn:aws:cloudfront::${ACCOUNT}:distribution/${id}`,
    }),
    'aws:cloudfront/keyValueStore:KeyValueStore': () => ({
      arn: `arn:aws:cloudfront::${ACCOUNT}:key-value-store/${id}`,
    }),
    'aws:cloudfront/function:Function': () => ({ arn: `arn:aws:cloudfront::${ACCOUNT}:function/${name}` }),
    'aws:acm/certificate:Certificate': () => ({
      arn: arn('acm', `certificate/${id}`),
      domainValidationOptions: [
        {
          domainName: inputs.domainName,
          resourceRecordName: `_x.${inputs.domainName}.`,
          resourceRecordType: 'CNAME',
          resourceRecordValue: '_y.acm-validations.aws.',
        },
      ],
    }),
    'aws:sesv2/configurationSet:ConfigurationSet': () => ({ configurationSetName: name }),
    'aws:sesv2/emailIdentity:EmailIdentity': () => ({
      arn: arn('ses', `identity/${inputs.emailIdentity}`),
      dkimSigningAttributes: { tokens: ['dkim1', 'dkim2', 'dkim3'] },
    }),
  }
  // A resource's id is the answer's own field, never a state property (which would leave it unknown).
  const { id: ownId, ...outputs } = byType[args.type]?.() ?? {}
  return { id: typeof ownId === 'string' ? ownId : id, state: { ...inputs, ...outputs } }
}

/** The data sources the components read: the region, the partition, the account, IAM policy documents. */
mockState.call = (args: { token: string; inputs: Record<string, unknown> }): Record<string, unknown> => {
  switch (args.token) {
    case 'aws:index/getRegion:getRegion':
      return { name: REGION, id: REGION }
    case 'aws:index/getPartition:getPartition':
      return { partition: 'aws', dnsSuffix: 'amazonaws.com' }
    case 'aws:index/getCallerIdentity:getCallerIdentity':
      return { accountId: ACCOUNT, arn: `arn:aws:iam::${ACCOUNT}:user/mock`, userId: 'mock' }
    case 'aws:iam/getPolicyDocument:getPolicyDocument':
      return {
        json: JSON.stringify({ Version: '2012-10-17', Statement: args.inputs.statements ?? [] }),
        statements: args.inputs.statements,
      }
    case 'aws:route53/getZone:getZone':
      return { zoneId: 'ZMOCK', name: args.inputs.name, id: 'ZMOCK' }
    default:
      return args.inputs
  }
}
