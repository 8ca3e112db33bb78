import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import type { HomeResponse } from '@rdo/contracts'
import { DEFAULT_HERO } from '@rdo/contracts/site-defaults'
import { Button } from '@/components/ui/button'
import { imageSrcSet } from '@/lib/images'

interface HeroSectionProps {
  data: HomeResponse | undefined
  isPending: boolean
}

const bar = 'animate-pulse rounded-lg bg-white/10'

/** Always dark, whatever the theme: the drop poster that opens the shop. */
export function HeroSection({ data, isPending }: HeroSectionProps) {
  const hero = data?.hero ?? DEFAULT_HERO
  return (
    <section aria-labelledby="hero-title" className="px-4 pt-4 sm:px-6 sm:pt-6">
      <div className="dark relative isolate mx-auto grid max-w-7xl items-center gap-10 overflow-hidden rounded-[24px] bg-ink px-6 py-12 text-foreground ring-1 ring-white/10 sm:px-10 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:px-14">
        <div
          aria-hidden="true"
          className="absolute -top-32 -left-24 -z-10 size-96 rounded-full bg-brand-violet/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute top-56 -right-24 -z-10 size-96 rounded-full bg-brand-mint/20 blur-3xl"
        />
        <div className="flex flex-col items-start gap-6">
          {/* Fixed-height row, so the logo arriving after the data does not push the hero down. */}
          <div className="flex h-10 items-center">
            {data?.logo_url ? (
              <img src={data.logo_url} alt="RDO" width={160} height={40} className="h-10 w-auto" />
            ) : (
              !isPending && (
                <p className="font-mono text-xs font-semibold tracking-[0.25em] text-brand-mint uppercase">
                  $RDO · Solana streetwear
                </p>
              )
            )}
          </div>
          {/* While loading, the default texts hold the final size invisibly under the skeleton bars,
              so nothing below shifts when the real hero arrives (CLS). */}
          <div className="relative w-full">
            <div
              className={`flex flex-col gap-6 ${isPending ? 'invisible' : ''}`}
              aria-hidden={isPending || undefined}
            >
              <h1 id="hero-title" className="text-4xl leading-[1.05] font-bold sm:text-6xl lg:text-7xl">
                {hero.title}
              </h1>
              <p className="text-brand-gradient font-display text-xl font-semibold sm:text-2xl">
                {hero.subtitle}
              </p>
              <p className="max-w-xl text-base text-muted-foreground sm:text-lg">{hero.description}</p>
            </div>
            {isPending && (
              <div className="absolute inset-0 flex flex-col gap-6" role="status" aria-label="Loading">
                <div className={`${bar} h-[2.1em] w-4/5 text-4xl sm:text-6xl lg:text-7xl`} />
                <div className={`${bar} h-7 w-3/5`} />
                <div className={`${bar} w-full flex-1`} />
              </div>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/products">
                Shop Collection
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/token">Buy $RDO</Link>
            </Button>
          </div>
        </div>
        <HeroVisual url={data?.hero_image_url ?? null} isPending={isPending} />
      </div>
    </section>
  )
}

function HeroVisual({ url, isPending }: { url: string | null; isPending: boolean }) {
  if (url) {
    return (
      <img
        src={url}
        srcSet={imageSrcSet(url)}
        sizes="(min-width: 1024px) 560px, calc(100vw - 5rem)"
        alt="RDO streetwear drop"
        width={1200}
        height={675}
        fetchPriority="high"
        className="aspect-video w-full rounded-[16px] object-cover ring-1 ring-white/10"
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={`relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-[16px] ring-1 ring-white/10 ${isPending ? 'animate-pulse bg-white/5' : 'bg-[radial-gradient(circle_at_30%_20%,rgb(153_69_255/0.45),transparent_55%),radial-gradient(circle_at_80%_80%,rgb(20_241_149/0.35),transparent_50%)]'}`}
    >
      {!isPending && (
        <span className="text-brand-gradient font-display text-7xl font-bold tracking-tighter sm:text-8xl">
          $RDO
        </span>
      )}
    </div>
  )
}
