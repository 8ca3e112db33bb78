import { useRef, useState, type DragEvent } from 'react'
import { ImagePlus, UploadCloud } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { imageSrcSet } from '@/lib/images'
import { MOCKUP_ACCEPT } from '../lib/mockup'

/**
 * The mockup picker: a drop area with a button that opens the file chooser, and the uploaded mockup's
 * preview. Uploading is the caller's (it disables the page's other actions meanwhile).
 */
export function MockupUpload({
  mockupUrl,
  uploading,
  disabled,
  onFile,
}: {
  mockupUrl: string | null
  uploading: boolean
  disabled: boolean
  onFile: (file: File) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault()
    setDragging(false)
    if (disabled) return
    const file = e.dataTransfer.files[0]
    if (file) onFile(file)
  }
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed p-4 text-center transition-colors duration-150',
        dragging ? 'border-primary bg-primary/5' : 'border-input',
      )}
    >
      {mockupUrl ? (
        <img
          src={mockupUrl}
          srcSet={imageSrcSet(mockupUrl)}
          sizes="16rem"
          alt="Uploaded mockup"
          className="aspect-square w-full max-w-64 rounded-lg border bg-muted object-cover"
        />
      ) : (
        <UploadCloud className="size-8 text-muted-foreground" aria-hidden="true" />
      )}
      <p className="text-sm text-muted-foreground">
        {mockupUrl
          ? 'This mockup becomes the design’s main image when you approve it.'
          : 'Drop a mockup image here, or choose one. PNG, JPEG, GIF or WebP up to 10 MB.'}
      </p>
      <input
        ref={input}
        type="file"
        accept={MOCKUP_ACCEPT.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) onFile(file)
        }}
      />
      <Button
        variant="outline"
        size="sm"
        loading={uploading}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {mockupUrl ? 'Replace mockup' : 'Upload mockup'}
      </Button>
    </div>
  )
}
