import { useState, type KeyboardEvent } from 'react'
import { ChevronLeft, ChevronRight, Shirt } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { imageSrcSet } from '@/lib/images'

export interface GalleryImage {
  id: string
  url: string
  alt_text: string | null
}

interface ProductGalleryProps {
  /** Already filtered to the selected colour plus the shared images, in display order. */
  images: GalleryImage[]
  productName: string
}

/**
 * Main image with previous/next, thumbnails and arrow keys. Give it a `key` that changes with the colour,
 * so a new colour starts at its first image.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [index, setIndex] = useState(0)
  const count = images.length
  const current = images[Math.min(index, count - 1)]
  const go = (step: number) => setIndex((i) => (i + step + count) % count)

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else return
    event.preventDefault()
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${productName} images`}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      {/* Focusable so the arrow keys work without first tabbing to a button. */}
      <div
        role="group"
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={count > 1 ? 'Use the left and right arrow keys to browse images' : undefined}
        className="relative aspect-square overflow-hidden rounded-[12px] border bg-muted"
      >
        {current ? (
          <img
            key={current.id}
            src={current.url}
            srcSet={imageSrcSet(current.url)}
            sizes="(min-width: 1024px) 40rem, 100vw"
            alt={current.alt_text ?? productName}
            width={1200}
            height={1200}
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Shirt className="size-20" aria-hidden="true" />
            <span className="sr-only">No image available</span>
          </div>
        )}
        {count > 1 && (
          <>
            <Button
              variant="outline"
              size="icon"
              onClick={() => go(-1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-card/85 backdrop-blur"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => go(1)}
              aria-label="Next image"
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-card/85 backdrop-blur"
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-card/85 px-2.5 py-0.5 font-mono text-xs backdrop-blur"
            >
              {Math.min(index, count - 1) + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-muted transition-colors duration-150',
                  i === index ? 'border-brand-violet' : 'border-transparent hover:border-border',
                )}
              >
                <img
                  src={image.url}
                  srcSet={imageSrcSet(image.url)}
                  sizes="120px"
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
