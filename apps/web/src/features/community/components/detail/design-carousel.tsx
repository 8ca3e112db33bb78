import { useState, type KeyboardEvent } from 'react'
import { ChevronLeft, ChevronRight, Shirt } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { imageSrcSet } from '@/lib/images'

/** The primary image and the additional ones: previous/next, thumbnails, a counter and the arrow keys. */
export function DesignCarousel({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0)
  const count = images.length
  const current = Math.min(index, Math.max(count - 1, 0))
  const url = images[current]
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
      aria-label={`${title} images`}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      {/* Focusable so the arrow keys work without first tabbing to a button. */}
      <div
        role="group"
        aria-roledescription="slide"
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={
          count > 1
            ? `Image ${current + 1} of ${count}. Use the left and right arrow keys to browse.`
            : undefined
        }
        className="relative aspect-square overflow-hidden rounded-[12px] border bg-muted"
      >
        {url ? (
          <img
            key={url}
            src={url}
            srcSet={imageSrcSet(url)}
            sizes="(min-width: 1280px) 44rem, (min-width: 1024px) 55vw, (min-width: 640px) 100vw, min(100vw - 2rem, 22rem)"
            alt={count > 1 ? `${title}, image ${current + 1} of ${count}` : title}
            width={1200}
            height={1200}
            fetchPriority={current === 0 ? 'high' : undefined}
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
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={`${i}-${image}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-muted transition-colors duration-150',
                  i === current ? 'border-brand-violet' : 'border-transparent hover:border-border',
                )}
              >
                <img
                  src={image}
                  srcSet={imageSrcSet(image)}
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
