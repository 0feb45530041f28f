import { endpoints } from '@simlessly/shared'
import { api } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'

const { template } = endpoints.generation

/** The CSV template, fetched with the session's headers and saved under the name the endpoint declares. */
export async function downloadTemplate() {
  saveBlob(await api.call(template), template.file.filename)
}
