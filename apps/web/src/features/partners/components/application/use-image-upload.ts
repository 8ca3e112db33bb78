import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '@/lib/api-client'
import { checkImageFile, type ImageRule } from '../../lib/partner-files'

export type UploadStatus = 'idle' | 'uploading' | 'uploaded' | 'failed'

interface ImageUploadOptions {
  rule: ImageRule
  /** Stores the file and answers its URL. */
  upload: (file: File) => Promise<string>
  /** The stored URL, or '' while there is none (nothing chosen, uploading, failed or removed). */
  onChange: (url: string) => void
  uploadedMessage: string
  failedMessage: string
}

export interface ImageUpload {
  preview: string | null
  fileName: string | null
  status: UploadStatus
  /** Why the last file was refused or failed to upload. */
  problem: string | undefined
  choose: (file: File | undefined) => void
  clear: () => void
}

/**
 * One image, checked in the browser and uploaded as soon as it is chosen, with a local preview. A file
 * chosen while another is still uploading wins: the older answer is ignored.
 */
export function useImageUpload({
  rule,
  upload,
  onChange,
  uploadedMessage,
  failedMessage,
}: ImageUploadOptions): ImageUpload {
  const [preview, setPreview] = useState<string | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [status, setStatus] = useState<UploadStatus>('idle')
  const [problem, setProblem] = useState<string>()
  const attempt = useRef(0)

  // Each preview lives until it is replaced or the page is left.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const choose = (file: File | undefined) => {
    if (!file) return
    const refusal = checkImageFile(file, rule)
    if (refusal) {
      setProblem(refusal)
      toast.error(refusal)
      return
    }
    const current = ++attempt.current
    setPreview(URL.createObjectURL(file))
    setFileName(file.name)
    setProblem(undefined)
    setStatus('uploading')
    onChange('')
    upload(file).then(
      (url) => {
        if (current !== attempt.current) return
        setStatus('uploaded')
        onChange(url)
        toast.success(uploadedMessage)
      },
      (error: unknown) => {
        if (current !== attempt.current) return
        const message = errorMessage(error, failedMessage)
        setStatus('failed')
        setProblem(message)
        toast.error(message)
      },
    )
  }

  const clear = () => {
    attempt.current += 1
    setPreview(null)
    setFileName(null)
    setStatus('idle')
    setProblem(undefined)
    onChange('')
  }

  return { preview, fileName, status, problem, choose, clear }
}
