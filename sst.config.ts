/// <reference path="./.sst/platform/config.d.ts" />

/**
 * Production on AWS, one copy per stage (`npx sst deploy --stage dev|prod|<name>`), every resource named by
 * app and stage. Production keeps its table, buckets and KMS key when removed and refuses `sst remove`.
 * The stacks are in `stacks/`; README, Deploy, has the commands, the secrets and the first deploy.
 */
export default $config({
  app(input) {
    const production = input?.stage === 'prod'
    return {
      name: 'simlessly',
      home: 'aws',
      removal: production ? 'retain' : 'remove',
      protect: production,
      providers: { aws: { region: (process.env.SIMLESSLY_REGION ?? 'us-east-1') as aws.Region } },
    }
  },
  async run() {
    const { stageSettings } = await import('./stacks/settings.ts')
    const secrets = await import('./stacks/secrets.ts')
    const settings = stageSettings($app.stage)
    const dataKey = secrets.createDataKey()
    // The first deploy of a stage makes only the KMS key, whose data key the next step wraps.
    if (process.env.SIMLESSLY_BOOTSTRAP === '1') {
      if (secrets.hasDataKeyCiphertext())
        throw new Error('DataKeyCiphertext is set: deploy without SIMLESSLY_BOOTSTRAP')
      return { next: secrets.dataKeyCommand($app.stage, dataKey.aliasName) }
    }
    const { createClaimsTable, createTable, createFilesBucket } = await import('./stacks/storage.ts')
    const { createQueues } = await import('./stacks/queues.ts')
    const { createMail } = await import('./stacks/mail.ts')
    const { environmentValues } = await import('./stacks/environment.ts')
    const { dataPermissions } = await import('./stacks/lambda.ts')
    const { createRouter, createConsole } = await import('./stacks/web.ts')
    const { createConsumers, createSchedule, createSetup } = await import('./stacks/workers.ts')
    const { createEs2plus } = await import('./stacks/es2plus.ts')
    const { createAlarms } = await import('./stacks/alarms.ts')

    const stageSecrets = secrets.createSecrets()
    const table = createTable()
    const claims = createClaimsTable(table)
    const router = createRouter(settings, stageSecrets.OriginVerifySecret.value)
    const bucket = createFilesBucket(router.url, dataKey.key)
    const queues = createQueues()
    const mail = createMail(settings)
    const context = {
      environment: environmentValues({
        settings,
        secrets: stageSecrets,
        table,
        bucket,
        queues,
        publicUrl: router.url,
        mail,
      }),
      secrets: stageSecrets,
      environmentKey: dataKey.key.arn,
      permissions: dataPermissions({ table, claims, bucket, queues, key: dataKey.key }),
    }
    const web = createConsole(router, context)
    const consumers = createConsumers(queues, context)
    const schedule = createSchedule(context)
    const es2plus = createEs2plus(settings, stageSecrets, context)
    createSetup(context, table, [web.api, ...Object.values(consumers), schedule, es2plus.fn])
    createAlarms(settings, { queues, api: web.gateway, es2plus: es2plus.gateway, schedule, ...consumers })
    return { console: router.url, es2plus: es2plus.url, table: table.name, bucket: bucket.name }
  },
})
