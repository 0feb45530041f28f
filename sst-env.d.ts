/* The shape `sst deploy` generates (and rewrites this file with): the stacks' linkable components, for */
/* `Resource` of the sst SDK. Written by hand, since only a deploy generates it; stacks/test checks it. */

declare module "sst" {
  export interface Resource {
    "AdminPassword": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "Alarms": {
      "arn": string
      "type": "sst.aws.SnsTopic"
    }
    "Api": {
      "name": string
      "type": "sst.aws.Function"
    }
    "ApiGateway": {
      "type": "sst.aws.ApiGatewayV2"
      "url": string
    }
    "BankAccountNumber": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "BankBeneficiary": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "BankName": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "BankSwift": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "Claims": {
      "name": string
      "type": "sst.aws.Dynamo"
    }
    "Console": {
      "type": "sst.aws.Router"
      "url": string
    }
    "DataKeyCiphertext": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "DeadLetterConsumer": {
      "name": string
      "type": "sst.aws.Function"
    }
    "Es2plus": {
      "name": string
      "type": "sst.aws.Function"
    }
    "Es2plusGateway": {
      "type": "sst.aws.ApiGatewayV2"
      "url": string
    }
    "Files": {
      "name": string
      "type": "sst.aws.Bucket"
    }
    "Mail": {
      "configSet": string
      "sender": string
      "type": "sst.aws.Email"
    }
    "OriginVerifySecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "Schedule": {
      "name": string
      "type": "sst.aws.Function"
    }
    "SessionSecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "Setup": {
      "name": string
      "type": "sst.aws.Function"
    }
    "SmdpCa": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmdpClientCert": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmdpClientKey": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmdpNotificationSecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmdpRequesterId": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmdpTruststore": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmdpUrl": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "Spa": {
      "type": "sst.aws.StaticSite"
      "url": string
    }
    "StripeSecretKey": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "StripeWebhookSecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "Table": {
      "name": string
      "type": "sst.aws.Dynamo"
    }
    "Truststore": {
      "name": string
      "type": "sst.aws.Bucket"
    }
    "WebhookConsumer": {
      "name": string
      "type": "sst.aws.Function"
    }
    "WebhookDeadLetters": {
      "type": "sst.aws.Queue"
      "url": string
    }
    "WebhookQueue": {
      "type": "sst.aws.Queue"
      "url": string
    }
    "WorkDeadLetters": {
      "type": "sst.aws.Queue"
      "url": string
    }
    "WorkQueue": {
      "type": "sst.aws.Queue"
      "url": string
    }
    "Worker": {
      "name": string
      "type": "sst.aws.Function"
    }
  }
}

import "sst"
export {}
