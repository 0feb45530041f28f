import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { signIn } from '../../../test/api.ts'
import { BATCH_WAIT_MS, waiting } from '../../../test/budget.ts'
import { createConfig, profileRows, toCsv, upload, waitForBatch } from '../../../test/generation.ts'
import { fileContext } from '../../../test/helpers.ts'
import { createApp } from '../../api/app.ts'
import type { AppContext } from '../../context.ts'
import { EXPIRING_FILES } from '../../resources.ts'

let ctx: AppContext

beforeAll(() => {
  ctx = fileContext()
})

async function keysUnder(prefix: string): Promise<string[]> {
  const { Contents = [] } = await ctx.aws.s3.send(
    new ListObjectsV2Command({ Bucket: ctx.config.bucketName, Prefix: prefix }),
  )
  return Contents.map((object) => (object.Key ?? '').slice(prefix.length)).sort()
}

describe("where a batch's files are", () => {
  it(
    'keeps its input and parts under the expiring scratch prefix, and only its downloads under batches/',
    async () => {
      const app = createApp(ctx)
      const user = await createActiveUser(ctx)
      const token = await signIn(app, user)
      const configId = await createConfig(app, token)
      const rows = profileRows(2)
      const started = await upload(app, token, { file: toCsv(rows), configId, formats: 'STRING,PICTURE' })
      const batchCode = started.obj?.batchCode ?? ''
      expect((await waitForBatch(app, token, batchCode)).process).toBe('COMPLETE')

      const scratch = `${EXPIRING_FILES.batchScratch.prefix}${user.enterpriseId}/${batchCode}/`
      expect(await keysUnder(scratch)).toEqual([
        'input/chunk-00000.attempt',
        'input/chunk-00000.sealed',
        // The first chunk's mark that it queued the others (a retry of it queues none twice).
        'input/others.queued',
        'input/upload.sealed',
        'parts/00000.csv',
        'parts/00000.errors.json',
        'parts/00000.zip',
        'parts/validation-errors.json',
        'parts/validation-warnings.json',
      ])
      // Sealed: the uploaded secrets are not there in plain.
      const sealed = new TextDecoder().decode(await ctx.files.get(`${scratch}input/upload.sealed`))
      expect(sealed).not.toContain(rows[0]?.ki)
      expect(await keysUnder(`batches/${user.enterpriseId}/${batchCode}/`)).toEqual([
        'output/acs.csv',
        'output/qr-codes.zip',
      ])
      // And the browser's upload, read and sealed, is gone from the uploads prefix.
      expect(await keysUnder(`${EXPIRING_FILES.uploads.prefix}${user.enterpriseId}/`)).toEqual([])
    },
    waiting(BATCH_WAIT_MS),
  )
})
