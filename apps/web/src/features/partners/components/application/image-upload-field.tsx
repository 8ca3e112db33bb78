import { forwardRef, useId, useState, type DragEvent, type ReactNode } from 'react'
import { Check, ImagePlus, TriangleAlert, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { acceptOf, type ImageRule } from '../../lib/partner-files'
import type { ImageUpload } from './use-image-upload'

interface ImageUploadFieldProps {
  /** The file input's accessible name, shown above the drop zone. */
  label: string
  rule: ImageRule
  upload: ImageUpload
  hint: ReactNode
  /** The form's message for this field (e.g. required); a refused or failed file's reason wins. */
  error?: string
  /** Advice under the preview that does not block the form (e.g. a small image). */
  advice?: string | null
  /** Tells the preview's natural size once it has loaded. */
  onPreviewSize?: (width: number, height: number) => void
  disabled?: boolean
  /** Square cover preview for artwork; contained on a plain tile for logos. */
  fit?: 'cover' | 'contain'
}

const STATUS_TEXT = { idle: '', uploading: 'Uploading…', uploaded: 'Uploaded', failed: 'Upload failed' }

/**
 * One image: drop it on the zone or choose it (the zone is the file input's label, so a click or Enter on
 * the focused input opens the chooser). The chosen image shows at once, with its upload state.
 */
export const ImageUploadField = forwardRef<HTMLInputElement, ImageUploadFieldProps>(function ImageUploadField(
  { label, rule, upload, hint, error, advice, onPreviewSize, disabled, fit = 'cover' },
  ref,
) {
  const inputId = useId()
  const labelId = useId()
  const hintId = useId()
  const errorId = useId()
  const [dragging, setDragging] = useState(false)
  const message = upload.problem ?? error

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) upload.choose(event.dataTransfer.files[0])
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-stretch">
        {upload.preview && (
          <figure
            className={cn(
              'relative aspect-square w-full shrink-0 overflow-hidden rounded-[12px] border bg-muted sm:w-40',
              fit === 'contain' && 'bg-white p-3',
            )}
          >
            <img
              src={upload.preview}
              alt={`Chosen image: ${upload.fileName ?? ''}`}
              className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
              onLoad={(event) =>
                onPreviewSize?.(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)
              }
            />
            {upload.status === 'uploading' && (
              <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-card/90 text-primary">
                <Spinner className="size-4" label={null} />
              </span>
            )}
            {upload.status === 'uploaded' && (
              <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-success text-white">
                <Check className="size-4" aria-hidden="true" />
              </span>
            )}
          </figure>
        )}
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault()
            if (!disabled) setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex min-h-40 flex-1 cursor-pointer flex-col items-center justify-center gap-2 rounded-[12px] border-2 border-dashed bg-card px-4 py-6 text-center transition-colors duration-150 hover:bg-muted has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring motion-reduce:transition-none',
            dragging ? 'border-brand-mint bg-muted' : 'border-border',
            message && !dragging && 'border-danger/60',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
          <span className="text-sm font-medium">
            {upload.preview
              ? 'Drop another image or click to replace it'
              : 'Drag and drop, or click to choose'}
          </span>
          <span id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </span>
          <input
            ref={ref}
            id={inputId}
            type="file"
            accept={acceptOf(rule)}
            disabled={disabled}
            aria-labelledby={labelId}
            aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            className="sr-only"
            onChange={(event) => {
              upload.choose(event.target.files?.[0])
              // Choosing the same file again must fire change again.
              event.target.value = ''
            }}
          />
        </label>
      </div>
      <div className="flex min-h-5 flex-wrap items-center justify-between gap-2">
        <p role="status" className="truncate text-xs text-muted-foreground">
          {upload.fileName &&
            `${upload.fileName}${STATUS_TEXT[upload.status] ? ` · ${STATUS_TEXT[upload.status]}` : ''}`}
        </p>
        {upload.preview && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={upload.clear}>
            <X aria-hidden="true" />
            Remove image
          </Button>
        )}
      </div>
      {advice && (
        <p className="flex items-start gap-2 text-xs text-warning">
          <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {advice}
        </p>
      )}
      <FieldError id={errorId} message={message} />
    </div>
  )
})
