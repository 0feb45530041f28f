import { ApiError, CLIENT_ERROR_CODE } from './api-error'
import { i18n } from './i18n'

/** Where and how to send a file straight to storage, as the API hands it out (a presigned PUT). */
export type UploadTarget = { url: string; method: 'PUT'; headers: Record<string, string> }

/**
 * Sends a file to a presigned link with the headers it was signed for, reporting the share sent (0-100) as
 * it goes: fetch cannot report an upload's progress, XMLHttpRequest can. Storage answers outside the API's
 * envelope, so a refusal or a broken connection becomes an {@link ApiError} saying to try again.
 */
export function uploadFile(
  target: UploadTarget,
  file: Blob,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const fail = (status?: number) =>
      reject(
        new ApiError({
          kind: 'network',
          code: CLIENT_ERROR_CODE,
          msg: i18n.t('errors.uploadFailed'),
          requestId: '',
          status,
        }),
      )
    request.open(target.method, target.url)
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.floor((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(100)
        resolve()
      } else fail(request.status)
    }
    request.onerror = () => fail()
    request.onabort = () => reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}
