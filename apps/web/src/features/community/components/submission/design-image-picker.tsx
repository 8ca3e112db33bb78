import { useId, useRef, useState, type DragEvent } from 'react'
import { Check, ImagePlus, Star, Trash2 } from 'lucide-react'
import { DESIGN_IMAGE_MAX_BYTES, DESIGN_IMAGES_MAX } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { DESIGN_IMAGE_INPUT_ACCEPT } from './design-image-files'

/** One chosen image: the file, its local preview and, once stored, its URL. */
export interface DesignImage {
  id: string
  file: File
  preview: string
  url?: string
}

interface DesignImagePickerProps {
  images: DesignImage[]
  onAdd: (files: File[]) => void
  onRemove: (id: string) => void
  onMakePrimary: (id: string) => void
  /** The image being sent right now, if any. */
  uploadingId?: string | null
  error?: string
  disabled?: boolean
}

const MAX_MB = Math.round(DESIGN_IMAGE_MAX_BYTES / (1024 * 1024))

/**
 * Drop images on the zone or choose them with its button (a real button, so keyboard users get there
 * with Tab). The first image is the primary one; any other can be made primary or removed.
 */
export function DesignImagePicker({
  images,
  onAdd,
  onRemove,
  onMakePrimary,
  uploadingId,
  error,
  disabled,
}: DesignImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const headingId = useId()
  const hintId = useId()
  const errorId = useId()

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) onAdd(Array.from(event.dataTransfer.files))
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-sm font-medium">
          Design images
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </h2>
        <p className="font-mono text-xs text-muted-foreground">
          {images.length}/{DESIGN_IMAGES_MAX}
        </p>
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-[12px] border-2 border-dashed bg-card px-4 py-8 text-center transition-colors duration-150',
          dragging ? 'border-brand-mint bg-muted' : 'border-border',
          error && !dragging && 'border-danger/60',
          disabled && 'opacity-60',
        )}
      >
        <ImagePlus className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">Drag and drop your images here</p>
        <p id={hintId} className="text-xs text-muted-foreground">
          PNG, JPG or GIF, up to {MAX_MB} MB each, at most {DESIGN_IMAGES_MAX} images. The first image is the
          primary one.
        </p>
        <Button
          variant="outline"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        >
          Choose images
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          accept={DESIGN_IMAGE_INPUT_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []))
            // Choosing the same files again must fire change again.
            event.target.value = ''
          }}
        />
      </div>
      <FieldError id={errorId} message={error} />
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Chosen images">
          {images.map((image, index) => {
            const primary = index === 0
            const label = `Image ${index + 1}${primary ? ' (primary)' : ''}: ${image.file.name}`
            return (
              <li
                key={image.id}
                className={cn(
                  'flex flex-col overflow-hidden rounded-[12px] border bg-card',
                  primary && 'border-brand-violet',
                )}
              >
                <div className="relative aspect-square bg-muted">
                  <img src={image.preview} alt={label} className="size-full object-cover" />
                  {primary && (
                    <span className="absolute top-2 left-2 rounded-full bg-brand-gradient px-2.5 py-0.5 text-xs font-semibold text-ink">
                      Primary
                    </span>
                  )}
                  {uploadingId === image.id ? (
                    <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-card/90 text-primary">
                      <Spinner className="size-4" label={`Uploading image ${index + 1}`} />
                    </span>
                  ) : image.url ? (
                    <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-success text-white">
                      <Check className="size-4" aria-hidden="true" />
                      <span className="sr-only">Uploaded</span>
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-2">
                  {primary ? (
                    <span className="px-1 text-xs text-muted-foreground">Shown first</span>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      disabled={disabled}
                      onClick={() => onMakePrimary(image.id)}
                      aria-label={`Make primary: image ${index + 1}`}
                    >
                      <Star aria-hidden="true" />
                      <span className="hidden sm:inline">Make primary</span>
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-danger hover:bg-danger-soft"
                    disabled={disabled}
                    onClick={() => onRemove(image.id)}
                    aria-label={`Remove image ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
