import { BadgeCheck, HeartHandshake, Recycle } from 'lucide-react'

const VALUES = [
  {
    icon: BadgeCheck,
    title: 'Premium Quality',
    text: 'Heavyweight cotton, durable prints and fits tested on real people, made to outlast the cycle.',
  },
  {
    icon: HeartHandshake,
    title: 'Community First',
    text: 'Designs come from holders and artists; creators are rewarded when their work makes it to production.',
  },
  {
    icon: Recycle,
    title: 'Transparent Tokenomics',
    text: 'Half of merchandise revenue buys back and burns $RDO. Every drop strengthens the community behind it.',
  },
]

export function ValueTiles() {
  return (
    <section aria-labelledby="values-title" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <h2 id="values-title" className="sr-only">
        Our values
      </h2>
      <ul className="grid gap-8 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center px-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full border">
              <Icon className="size-5 text-primary" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
