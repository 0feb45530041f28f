import { describe, expect, it } from 'vitest'
import { EXPIRING_FILES } from '../../functions/src/resources.ts'
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
})
