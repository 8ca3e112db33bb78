import { Link } from 'react-router'
import { ArrowRight, Gem, Timer } from 'lucide-react'
import { Button } from '@/components/ui/button'

export function DropBlocks() {
  return (
    <section aria-label="Drops" className="mx-auto grid w-full max-w-7xl gap-4 px-4 sm:px-6 lg:grid-cols-2">
      <article className="dark relative isolate flex min-h-72 flex-col justify-end overflow-hidden rounded-[16px] bg-ink p-8 text-foreground ring-1 ring-white/10">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_15%,rgb(153_69_255/0.55),transparent_55%)]"
        />
        <p className="flex items-center gap-2 font-mono text-xs font-semibold tracking-[0.2em] text-brand-mint uppercase">
          <Timer className="size-4" aria-hidden="true" />
          Latest Drop
        </p>
        <h2 className="mt-3 text-3xl font-bold sm:text-4xl">Small batch. No restocks.</h2>
        <p className="mt-2 max-w-md text-muted-foreground">
          The newest pieces from the RDO studio and the community gallery. Once the run is gone, it is gone.
        </p>
        <Button asChild className="mt-6 self-start">
          <Link to="/products">
            Shop the drop
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </article>
      <article className="relative isolate flex min-h-72 flex-col justify-end overflow-hidden rounded-[16px] border bg-card p-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_15%,rgb(20_241_149/0.25),transparent_55%)]"
        />
        <p className="flex items-center gap-2 font-mono text-xs font-semibold tracking-[0.2em] text-primary uppercase">
          <Gem className="size-4" aria-hidden="true" />
          Collector's Edition
        </p>
        <h2 className="mt-3 text-3xl font-bold sm:text-4xl">Holders shop first.</h2>
        <p className="mt-2 max-w-md text-muted-foreground">
          Hold $RDO for access to drops 24 hours before the public, token-gated designs and automatic
          discounts.
        </p>
        <Button asChild variant="secondary" className="mt-6 self-start">
          <Link to="/token">
            Get $RDO
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </article>
    </section>
  )
}
