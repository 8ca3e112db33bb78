import { Link } from 'react-router'
import { CandlestickChart, Flame, Gift, Lock, Percent, Rocket, Vote } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { TOKEN_LINKS } from '@/lib/site-config'
import { ContractAddress } from './contract-address'
import { StaticPage } from './static-page'
import { WalletSecurityPanel } from './wallet-security-panel'

const UTILITIES = [
  { icon: Rocket, title: 'Early access', text: 'Shop every drop 24 hours before the public.' },
  { icon: Lock, title: 'Token-gated designs', text: 'Exclusive pieces only holders can buy.' },
  { icon: Percent, title: 'Holder discounts', text: 'Automatic discounts based on your holdings.' },
  {
    icon: Vote,
    title: 'Design voting',
    text: 'Help decide which community designs go into production next.',
  },
  {
    icon: Gift,
    title: 'Creator rewards',
    text: 'Designers whose work is produced receive 0.5 SOL plus 5% of $RDO from every sale of that design.',
  },
]

export function TokenPage() {
  return (
    <StaticPage
      wide
      eyebrow="Solana token"
      title="$RDO"
      description="The meme token behind the merch. Every sale feeds the community and shrinks the supply."
    >
      <div className="flex flex-col gap-6">
        <ContractAddress />
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href={TOKEN_LINKS.trade} target="_blank" rel="noopener noreferrer">
              Trade Now
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={TOKEN_LINKS.charts} target="_blank" rel="noopener noreferrer">
              <CandlestickChart aria-hidden="true" />
              View Charts
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
        <WalletSecurityPanel />
      </div>

      <section aria-labelledby="tokenomics-title" className="mt-14">
        <h2 id="tokenomics-title" className="text-3xl font-bold">
          Tokenomics
        </h2>
        <div className="dark mt-6 grid gap-6 rounded-[16px] bg-ink p-8 text-foreground ring-1 ring-white/10 md:grid-cols-[auto_1fr] md:items-center">
          <div className="flex items-center gap-4">
            <Flame className="size-10 text-brand-mint" aria-hidden="true" />
            <p className="text-brand-gradient font-mono text-6xl font-bold">50%</p>
          </div>
          <p className="text-lg text-muted-foreground">
            Half of all merchandise revenue is used to buy back $RDO on the open market and burn it. The more
            the community wears, the scarcer the token gets.
          </p>
        </div>
      </section>

      <section aria-labelledby="utility-title" className="mt-14">
        <h2 id="utility-title" className="text-3xl font-bold">
          What holding $RDO gets you
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {UTILITIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[12px] border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">
          Hold at least 100 $RDO and link your wallet on your{' '}
          <Link to="/dashboard" className="font-medium text-primary hover:underline">
            dashboard
          </Link>{' '}
          to see your holder benefits. $RDO is a community meme token, not an investment; nothing here is
          financial advice.
        </p>
      </section>
    </StaticPage>
  )
}
