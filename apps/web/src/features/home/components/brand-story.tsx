const STATS = [
  { value: '50%', label: 'of merch revenue buys back and burns $RDO' },
  { value: '0.5 SOL', label: 'plus 5% of $RDO per sale to every produced designer' },
  { value: '24h', label: 'early access to drops for token holders' },
]

export function BrandStory() {
  return (
    <section aria-labelledby="story-title" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <div className="grid gap-10 rounded-[16px] border bg-card p-8 sm:p-12 lg:grid-cols-2">
        <div>
          <p className="font-mono text-xs font-semibold tracking-[0.2em] text-primary uppercase">Our story</p>
          <h2 id="story-title" className="mt-2 text-3xl font-bold sm:text-4xl">
            Born on the timeline, built for the street.
          </h2>
          <div className="mt-5 flex flex-col gap-4 leading-relaxed text-muted-foreground">
            <p>
              RDO started as a meme and a group chat of traders who wanted merch they would actually wear.
              Today it is a community label: holders vote on designs, artists get paid when their work is
              produced, and every sale feeds back into the token.
            </p>
            <p>
              We print in small runs on heavyweight blanks, ship worldwide and never restock a sold-out drop.
              What you wear says you were early.
            </p>
          </div>
        </div>
        <dl className="grid content-center gap-4">
          {STATS.map((stat) => (
            <div key={stat.value} className="flex items-baseline gap-4 rounded-[12px] bg-muted px-5 py-4">
              <dt className="text-brand-gradient min-w-24 font-mono text-2xl font-bold">{stat.value}</dt>
              <dd className="text-sm text-muted-foreground">{stat.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
