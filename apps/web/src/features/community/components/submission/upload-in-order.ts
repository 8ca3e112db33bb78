export interface UploadItem {
  /** Set once this image is stored, so a second attempt does not send it again. */
  url?: string
}

export interface UploadProgress {
  /** 1-based position of the image being sent. */
  current: number
  total: number
}

export type UploadOutcome =
  | { ok: true; urls: string[] }
  /** `failed` is the 1-based number of the image that could not be stored; later ones were not tried. */
  | { ok: false; failed: number; error: unknown }

interface UploadCallbacks<T> {
  onStart?: (progress: UploadProgress) => void
  /** After image `n` (1-based) is stored, with its URL. */
  onUploaded?: (n: number, url: string, item: T) => void
  onFailed?: (n: number, error: unknown) => void
}

/**
 * Sends the images one at a time, in order. Images that already carry a URL are kept as they are;
 * the first failure stops the rest, so no later image is stored for a design that will not be sent.
 */
export async function uploadInOrder<T extends UploadItem>(
  items: readonly T[],
  upload: (item: T) => Promise<string>,
  { onStart, onUploaded, onFailed }: UploadCallbacks<T> = {},
): Promise<UploadOutcome> {
  const urls: string[] = []
  for (const [index, item] of items.entries()) {
    const n = index + 1
    if (item.url) {
      urls.push(item.url)
      continue
    }
    onStart?.({ current: n, total: items.length })
    let url: string
    try {
      url = await upload(item)
    } catch (error) {
      onFailed?.(n, error)
      return { ok: false, failed: n, error }
    }
    urls.push(url)
    onUploaded?.(n, url, item)
  }
  return { ok: true, urls }
}
