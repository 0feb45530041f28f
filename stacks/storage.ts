import {
  claimsTableOf,
  EXPIRING_FILES,
  FLEET_INDEX_ATTRIBUTES,
  FULL_PROJECTION_INDEXES,
  TABLE_INDEXES,
  TABLE_TTL_ATTRIBUTE,
  type TableIndexName,
  UPLOAD_CORS,
} from '../functions/src/resources.ts'

/**
 * The single table, exactly as `functions/src/resources.ts` describes it (the local provisioner reads the
 * same module): pk/sk strings, gsi1 and gsi9 projecting everything, the fleet's indexes what their filters
 * read, TTL on expiresAt. On demand, with point-in-time recovery (SST's Dynamo turns it on); production's
 * table also refuses deletion.
 */
export function createTable() {
  const keys = ['pk', 'sk', ...Object.values(TABLE_INDEXES).flatMap(({ pk, sk }) => [pk, sk])]
  return new sst.aws.Dynamo('Table', {
    fields: Object.fromEntries(keys.map((name) => [name, 'string' as const])),
    primaryIndex: { hashKey: 'pk', rangeKey: 'sk' },
    globalIndexes: Object.fromEntries(
      Object.entries(TABLE_INDEXES).map(([name, { pk, sk }]) => [
        name,
        {
          hashKey: pk,
          rangeKey: sk,
          projection: FULL_PROJECTION_INDEXES.includes(name as TableIndexName)
            ? ('all' as const)
            : FLEET_INDEX_ATTRIBUTES,
        },
      ]),
    ),
    ttl: TABLE_TTL_ATTRIBUTE,
    deletionProtection: $app.protect,
  })
}

/**
 * The ICCID claims' table beside the single table, named after it (`claimsTableOf`: the functions find it by
 * TABLE_NAME): pk/sk strings, no index, on demand, point-in-time recovery, deletion refused in production
 * like the table's. A claim is read by its ICCID alone; in a table without the single table's nine indexes
 * DynamoDB Local writes it for a third of the CPU, and DynamoDB bills it the same.
 */
export function createClaimsTable(table: sst.aws.Dynamo) {
  return new sst.aws.Dynamo('Claims', {
    fields: { pk: 'string', sk: 'string' },
    primaryIndex: { hashKey: 'pk', rangeKey: 'sk' },
    deletionProtection: $app.protect,
    transform: {
      table: (args) => {
        args.name = table.name.apply(claimsTableOf)
      },
    },
  })
}

/**
 * The private bucket of uploads and outputs: no public access, HTTPS only. CORS lets the console's page PUT
 * a batch file to a presigned link (UPLOAD_CORS), from the console's origin alone; downloads need none (a
 * browser follows a presigned link as a navigation). Encrypted at rest with the stage's KMS key (with an S3
 * bucket key, so KMS is asked about once per bucket key rather than per object): what a browser uploads
 * holds Ki and OPc in plain until the batch start seals it with the data key and deletes it. Lifecycle:
 * what `EXPIRING_FILES` names expires (fleet exports, batches' scratch, uploads never used), and multipart
 * uploads left unfinished are cleared after a day; batch downloads stay.
 */
export function createFilesBucket(consoleUrl: $util.Input<string>, key: aws.kms.Key) {
  const bucket = new sst.aws.Bucket('Files', {
    cors: {
      allowOrigins: [consoleUrl],
      allowMethods: [...UPLOAD_CORS.allowedMethods],
      allowHeaders: [...UPLOAD_CORS.allowedHeaders],
      exposeHeaders: [...UPLOAD_CORS.exposeHeaders],
      maxAge: `${UPLOAD_CORS.maxAgeSeconds} seconds`,
    },
    lifecycle: Object.entries(EXPIRING_FILES).map(([id, { prefix, days }]) => ({
      id,
      prefix,
      expiresIn: `${days} days` as const,
    })),
    transform: {
      lifecycle: (args) => {
        args.rules = $output(args.rules).apply((rules) => [
          ...rules,
          {
            id: 'unfinished-uploads',
            status: 'Enabled',
            filter: {},
            abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
          },
        ])
      },
    },
  })
  new aws.s3.BucketServerSideEncryptionConfigurationV2('FilesEncryption', {
    bucket: bucket.name,
    rules: [
      {
        applyServerSideEncryptionByDefault: { sseAlgorithm: 'aws:kms', kmsMasterKeyId: key.arn },
        bucketKeyEnabled: true,
      },
    ],
  })
  return bucket
}
