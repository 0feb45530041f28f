import type { Message, MessageAttributeValue } from '@aws-sdk/client-sqs'
import type {
  SQSBatchResponse,
  SQSEvent,
  SQSMessageAttributes,
  SQSRecord,
  SQSRecordAttributes,
} from 'aws-lambda'

/**
 * The shapes Lambda's SQS event source mapping produces and expects, so the local poller hands the
 * worker exactly what it gets in AWS.
 */
export type EventSource = { queueArn: string; region: string }

export function toEvent(messages: Message[], source: EventSource): SQSEvent {
  return { Records: messages.map((message) => toRecord(message, source)) }
}

/**
 * Lambda's rules for partial batch responses: no response or an empty list means all succeeded; an
 * identifier that is empty or not in the batch makes the whole batch a failure.
 */
export function failedIds(response: SQSBatchResponse | undefined | null, event: SQSEvent): Set<string> {
  const all = new Set(event.Records.map((record) => record.messageId))
  const failures: unknown[] = response?.batchItemFailures ?? []
  const ids = failures.map((failure) => (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier)
  if (ids.some((id) => typeof id !== 'string' || !all.has(id))) return all
  return new Set(ids as string[])
}

export function toRecord(message: Message, source: EventSource): SQSRecord {
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: (message.Attributes ?? {}) as unknown as SQSRecordAttributes,
    messageAttributes: toMessageAttributes(message.MessageAttributes),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes && { md5OfMessageAttributes: message.MD5OfMessageAttributes }),
    eventSource: 'aws:sqs',
    eventSourceARN: source.queueArn,
    awsRegion: source.region,
  }
}

/** Lambda spells attribute fields in camelCase, always lists the (unused) list fields, and base64s binaries. */
function toMessageAttributes(
  attributes: Record<string, MessageAttributeValue> | undefined,
): SQSMessageAttributes {
  const result: SQSMessageAttributes = {}
  for (const [name, value] of Object.entries(attributes ?? {})) {
    result[name] = {
      dataType: value.DataType ?? 'String',
      ...(value.StringValue !== undefined && { stringValue: value.StringValue }),
      ...(value.BinaryValue && { binaryValue: Buffer.from(value.BinaryValue).toString('base64') }),
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((item) => Buffer.from(item).toString('base64')),
    }
  }
  return result
}
