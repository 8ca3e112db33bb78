import { useRef, useState, type DragEvent, type ReactNode } from 'react'
import { Camera } from 'lucide-react'
import { cn } from '@/lib/cn'
import { AVATAR_MIME_TYPES, checkImageFiles } from '../lib/check-image-files'

interface AvatarDropZoneProps {
  maxBytes: number
  onFile: (file: File) => void
  onError: (message: string) => void
  disabled?: boolean
  children: ReactNode
  className?: string
}

/** The avatar itself is the drop target; clicking it (or Enter/Space) opens the file chooser. */
export function AvatarDropZone({
  maxBytes,
  onFile,
  onError,
  disabled,
  children,
  className,
}: AvatarDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const accept = (files: File[]) => {
    const problem = checkImageFiles(files, { maxBytes })
    if (problem) onError(problem)
    else if (files[0]) onFile(files[0])
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) accept(Array.from(event.dataTransfer.files))
  }

  return (
    <div
      className={cn('group relative inline-flex rounded-full', className)}
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <button
        type="button"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        className={cn(
          'relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
          dragging && 'outline-2 outline-offset-4 outline-dashed outline-brand-mint',
        )}
      >
        {children}
        <span
          aria-hidden="true"
          className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full border-2 border-card bg-foreground text-background shadow-sm transition-transform duration-150 group-hover:scale-110"
        >
          <Camera className="size-4" />
        </span>
        <span className="sr-only">Change profile picture (drop an image or choose a file)</span>
      </button>
      <input
        ref={inputRef}
        type="file"
        tabIndex={-1}
        aria-label="Upload profile picture"
        accept={AVATAR_MIME_TYPES.join(',')}
        className="sr-only"
        onChange={(event) => {
          accept(Array.from(event.target.files ?? []))
          // Choosing the same file again must fire change again.
          event.target.value = ''
        }}
      />
    </div>
  )
}
