import { describe, expect, it } from 'vitest'
import { EXPIRING_FILES } from '../../functions/src/resources.ts'
import { FUNCTION_NAMES } from '../environment.ts'
import { deploy } from './recorded.ts'

type Rule = {
  id: string
  status: string
  filter?: { prefix?: string }
  expiration?: { days?: number }
  abortIncompleteMultipartUpload?: { daysAfterInitiation: number }
}
const DAY = 24 * 60 * 60

function filesBucket() {
  const d = deploy()
  const lifecycle = d
    .all('aws:s3/bucketLifecycleConfigurationV2:BucketLifecycleConfigurationV2')
    .find((r) => r.name.startsWith('Files'))
  return { rules: (lifecycle?.inputs.rules ?? []) as Rule[] }
}

describe('the files bucket', () => {
  it('expires exports, batches’ scratch and unused uploads by prefix, and nothing else', () => {
    const { rules } = filesBucket()
    const expiring = rules.filter((rule) => rule.expiration)
    expect(
      expiring.map((rule) => [rule.id, rule.status, rule.filter?.prefix, rule.expiration?.days]),
    ).toEqual(Object.entries(EXPIRING_FILES).map(([id, { prefix, days }]) => [id, 'Enabled', prefix, days]))
    expect(expiring.find((r) => r.id === 'batchScratch')?.filter?.prefix).toBe('scratch/batches/')
    // Batch downloads (batches/<enterprise>/<batch>/output/) match no expiring prefix.
    const download = 'batches/ENTERPRISE/BATCH/output/acs.csv'
    expect(expiring.filter((rule) => download.startsWith(rule.filter?.prefix ?? ''))).toEqual([])
    expect(rules).toContainEqual(
      expect.objectContaining({
        id: 'unfinished-uploads',
        abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
      }),
    )
  })

  it('keeps a batch’s scratch longer than any retry of its jobs can come: the queue’s time, then the dead letters’', () => {
    const d = deploy()
    const retention = (name: string) =>
      Number(d.one('aws:sqs/queue:Queue', name).inputs.messageRetentionSeconds)
    const longest = retention('WorkQueueQueue') + retention('WorkDeadLettersQueue')
    expect(longest).toBe(18 * DAY)
    expect(EXPIRING_FILES.batchScratch.days * DAY).toBeGreaterThan(longest)
  })

  it("lets the console's page PUT uploads to it, from the console's origin alone", () => {
    for (const [run, origin] of [
      ['prod', 'https://console.example.com'],
      ['dev', 'https://d111111abcdef8.cloudfront.net'],
    ] as const) {
      const cors = deploy(run)
        .all('aws:s3/bucketCorsConfigurationV2:BucketCorsConfigurationV2')
        .find((r) => r.name.startsWith('Files'))
      expect(cors?.inputs.corsRules, run).toEqual([
        expect.objectContaining({
          allowedOrigins: [origin],
          allowedMethods: ['PUT'],
          allowedHeaders: ['content-type'],
          exposeHeaders: ['etag'],
          maxAgeSeconds: 3600,
        }),
      ])
    }
  })

  it("is encrypted at rest with the stage's KMS key, which every function may use to write to it", () => {
    const d = deploy()
    const keyArn = 'arn:aws:kms:us-east-1:123456789012:key/key-0001'
    const encryption = d.one(
      'aws:s3/bucketServerSideEncryptionConfigurationV2:BucketServerSideEncryptionConfigurationV2',
      'FilesEncryption',
    ).inputs
    expect(encryption.bucket).toBe(d.outputs.bucket)
    expect(encryption.rules).toEqual([
      {
        applyServerSideEncryptionByDefault: { sseAlgorithm: 'aws:kms', kmsMasterKeyId: keyArn },
        bucketKeyEnabled: true,
      },
    ])
    for (const name of FUNCTION_NAMES)
      expect(d.allows(d.fn(name).statements, 'kms:GenerateDataKey', keyArn), name).toBe(true)
  })
})
