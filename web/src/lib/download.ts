/** Hands a file made in the browser to the user as a download. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function saveText(text: string, filename: string, type = 'text/plain') {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), filename)
}
