import { Flame, Laugh, Zap } from 'lucide-react'

const TILES = [
  {
    icon: Zap,
    title: 'Solana Native',
    text: 'Every piece is tied to $RDO on Solana. Holders get early access, token-gated designs and automatic discounts.',
  },
  {
    icon: Flame,
    title: 'Limited Drops',
    text: 'Small production runs that are never restocked. When a drop sells out, it is gone for good.',
  },
  {
    icon: Laugh,
    title: 'Meme Culture',
    text: 'Designs straight from the timeline, voted into production by the community that made them famous.',
  },
]

export function FeatureTiles() {
  return (
    <section aria-label="Why RDO" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <ul className="grid gap-4 md:grid-cols-3">
        {TILES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-[12px] border bg-card p-6">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-gradient text-ink">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
