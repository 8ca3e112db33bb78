import { ExternalLink } from 'lucide-react'
import type { PartnerStore } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { imageSrcSet } from '@/lib/images'

/** Logo, name, $SYMBOL, the project's website and its description. */
export function StoreHeader({ store }: { store: PartnerStore }) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-center gap-4 sm:gap-5">
        <div className="size-16 shrink-0 overflow-hidden rounded-[12px] border bg-muted sm:size-20">
          {store.logo_url ? (
            <img
              src={store.logo_url}
              srcSet={imageSrcSet(store.logo_url)}
              sizes="80px"
              alt={`${store.name} logo`}
              width={80}
              height={80}
              className="size-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center font-display text-2xl font-bold"
            >
              {store.name.slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl leading-tight font-bold break-words sm:text-4xl">{store.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full border px-2.5 py-0.5 font-mono text-sm font-semibold">
              ${store.token_symbol}
            </span>
            <Button asChild variant="outline" size="sm">
              <a href={store.website_url} target="_blank" rel="noopener">
                Website
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </div>
      </div>
      <p className="max-w-3xl leading-relaxed whitespace-pre-line text-muted-foreground">
        {store.description}
      </p>
    </header>
  )
}
