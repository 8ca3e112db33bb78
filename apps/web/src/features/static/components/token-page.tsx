import { Link } from 'react-router'
import { CandlestickChart, Flame, Gift, Lock, Percent, Rocket, Vote } from 'lucide-react'
import { HOLDER_MINIMUM } from '@rdo/contracts/wallet-messages'
import { Button } from '@/components/ui/button'
import type { Prefetch } from '@/lib/prefetch'
import { getTokenInfoQueryOptions, TokenGate, useTokenInfo } from '@/features/wallets'
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

/** The contract address and trade links come from the shop's configuration, in the page's HTML. */
export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(getTokenInfoQueryOptions())

export function TokenPage() {
  const info = useTokenInfo()
  const token = info.data
  return (
    <StaticPage
      wide
      eyebrow="Solana token"
      title="$RDO"
      description="The meme token behind the merch. Every sale feeds the community and shrinks the supply."
    >
      <div className="flex flex-col gap-6">
        <ContractAddress token={token} failed={info.isError} />
        {(token?.trade_url || token?.charts_url) && (
          <div className="flex flex-wrap gap-3">
            {token.trade_url && (
              <Button asChild size="lg">
                <a href={token.trade_url} target="_blank" rel="noopener noreferrer">
                  Trade Now
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            )}
            {token.charts_url && (
              <Button asChild size="lg" variant="outline">
                <a href={token.charts_url} target="_blank" rel="noopener noreferrer">
                  <CandlestickChart aria-hidden="true" />
                  View Charts
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            )}
          </div>
        )}
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
        <HolderEarlyAccess className="mt-6" />
        <p className="mt-6 text-sm text-muted-foreground">
          Hold at least {HOLDER_MINIMUM} $RDO and link your wallet on your{' '}
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

/** A real gated note: what early access means for a holder, decided by the server from their balance. */
function HolderEarlyAccess({ className }: { className?: string }) {
  return (
    <section aria-labelledby="early-access-title" className={className}>
      <h3 id="early-access-title" className="mb-3 text-lg font-bold">
        Holder early access
      </h3>
      <TokenGate
        minimum={HOLDER_MINIMUM}
        fallback={
          <p>Wallets holding {HOLDER_MINIMUM} $RDO or more can shop every drop 24 hours before the public.</p>
        }
      >
        <div className="flex flex-col items-start gap-3 rounded-[12px] border bg-card p-6">
          <span className="rounded-full bg-brand-gradient px-3 py-1 text-xs font-semibold text-ink">
            You're in
          </span>
          <p className="text-muted-foreground">
            Your linked wallet holds at least {HOLDER_MINIMUM} $RDO, so new drops open to you 24 hours before
            the public.
          </p>
          <Button asChild variant="outline">
            <Link to="/products">Browse the shop</Link>
          </Button>
        </div>
      </TokenGate>
    </section>
  )
}
