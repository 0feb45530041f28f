import { api } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'

export const TEMPLATE_FILENAME = 'ac-batch-template.csv'

/** `GET /api/v1/ac/template`: the CSV template, fetched with the session's headers and saved. */
export async function downloadTemplate() {
  saveBlob(await api.file('/ac/template'), TEMPLATE_FILENAME)
}
