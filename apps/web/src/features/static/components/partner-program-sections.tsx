import { Link } from 'react-router'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ArrowRight, Banknote, Code2, Palette, Rocket, ShieldCheck, Store, Wallet, Zap } from 'lucide-react'
import type { PartnerStoreListResponse } from '@rdo/contracts'
import { PARTNER_PRODUCT_TYPES, PARTNER_STORE_CATALOGUE } from '@rdo/contracts/partner-messages'
import { apiPath } from '@rdo/contracts/paths'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { api } from '@/lib/api-client'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { siteOrigin } from '@/lib/origin'
import { FaqList, type FaqItem } from './faq-list'

const linkClass = 'font-medium text-primary hover:underline'

function Tile({ icon: Icon, title, text }: { icon: typeof Zap; title: string; text: string }) {
  return (
    <li className="rounded-[12px] border bg-card p-6">
      <Icon className="size-6 text-primary" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
    </li>
  )
}

export function PartnerOverview() {
  const embed = `<iframe src="${siteOrigin()}/embed/YOUR_PARTNER_ID" width="100%" height="640" style="border:0;border-radius:12px" title="Official merch store" loading="lazy"></iframe>`
  return (
    <div className="flex flex-col gap-10">
      <ul className="grid gap-4 md:grid-cols-3">
        <Tile
          icon={Zap}
          title="Zero upfront cost"
          text="We produce, ship and support every order. You never pay for stock."
        />
        <Tile
          icon={Banknote}
          title="20% revenue share"
          text="Earn 20% of sales revenue, paid monthly in your project's token to your Solana wallet."
        />
        <Tile
          icon={Store}
          title="Embeddable store"
          text="Drop your store into your website with one line of code."
        />
      </ul>
      <section aria-labelledby="embed-title" className="grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <h3 id="embed-title" className="text-2xl font-bold">
            Your store, on your site
          </h3>
          <p className="mt-2 text-muted-foreground">
            Every approved partner gets a public store page and an embeddable version. Paste the snippet into
            your website and your holders can shop without leaving it.
          </p>
          <p className="mt-4 text-sm text-muted-foreground">
            Want your community to create the designs?{' '}
            <Link to="/design-submission" className={linkClass}>
              Submit a design
            </Link>{' '}
            or browse what the{' '}
            <Link to="/community-designs" className={linkClass}>
              community
            </Link>{' '}
            is making.
          </p>
        </div>
        <figure className="dark overflow-hidden rounded-[12px] border bg-ink">
          <figcaption className="border-b px-4 py-2 font-mono text-xs text-muted-foreground">
            Example embed code
          </figcaption>
          <pre className="overflow-x-auto p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-brand-mint">
            <code>{embed}</code>
          </pre>
        </figure>
      </section>
    </div>
  )
}

export function PartnerBenefits() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Tile
        icon={Wallet}
        title="Paid in your token"
        text="Your 20% share is paid in your project's token, creating constant buy pressure."
      />
      <Tile
        icon={Banknote}
        title="Monthly payouts"
        text="Paid on the 1st of every month once your balance reaches the equivalent of $50."
      />
      <Tile
        icon={Palette}
        title="Your designs, our print"
        text="Upload artwork from your partner dashboard: each approved design goes on sale as a t-shirt, hoodie and hat."
      />
      <Tile
        icon={Rocket}
        title="Fast launch"
        text="Applications are reviewed within 48 hours and stores go live in about a week."
      />
      <Tile
        icon={ShieldCheck}
        title="No risk"
        text="No inventory, no minimums, no fees. Leave any time with 30 days' notice."
      />
      <Tile
        icon={Code2}
        title="Embed anywhere"
        text="An iframe store that fits your website, shown only on the domains you allow, plus a shareable public store page."
      />
    </ul>
  )
}

const STEPS = [
  { title: 'Apply', text: 'Tell us about your project, token and community, and upload your logo.' },
  { title: 'Get approved', text: 'Our team reviews every application within 48 hours.' },
  {
    title: 'Submit designs',
    text: 'Upload designs for your store from the partner dashboard; we review each one.',
  },
  { title: 'Go live', text: 'Your store launches in about a week, with a public page and embed code.' },
  { title: 'Earn monthly', text: '20% of sales revenue is paid in your token on the 1st of each month.' },
]

export function PartnerHowItWorks() {
  return (
    <ol className="grid gap-4 md:grid-cols-5">
      {STEPS.map((step, index) => (
        <li key={step.title} className="rounded-[12px] border bg-card p-5">
          <span className="text-brand-gradient font-mono text-3xl font-bold">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-3 font-bold">{step.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

const FAQ: FaqItem[] = [
  {
    question: 'Does it cost anything to join?',
    answer:
      'No. There is no upfront cost, no inventory to buy and no minimum order. We only earn when your store sells.',
  },
  {
    question: 'How is the 20% calculated?',
    answer:
      'Your share is 20% of the price of every item sold from your store (shipping excluded; a refunded order takes its share back), paid in your project token to the Solana wallet you registered.',
  },
  {
    question: 'When do I get paid?',
    answer:
      'Payouts are made monthly on the 1st. The minimum payout is the equivalent of $50; smaller balances roll over.',
  },
  {
    question: 'What will my store sell?',
    answer: `Every design we approve goes on sale as ${new Intl.ListFormat('en').format(
      PARTNER_PRODUCT_TYPES.map((type) => {
        const { label, colors, price_cents } = PARTNER_STORE_CATALOGUE[type]
        return `a ${label.toLowerCase()} (${colors.join(', ').toLowerCase()}; ${formatMoney(price_cents)})`
      }),
    )}. You upload your designs from the partner dashboard and we review each one.`,
  },
  {
    question: 'How long until my store is live?',
    answer:
      'We review applications within 48 hours. After approval and your first designs, stores go live in about a week.',
  },
  {
    question: 'Can I leave the programme?',
    answer:
      "Yes. Either side can end the partnership with 30 days' notice. Earned revenue is still paid out.",
  },
  {
    question: 'What does the application need?',
    answer: (
      <>
        Your project name, token symbol, website, description, contact details, payout wallet and logo.{' '}
        <Link to="/partner-application" className={linkClass}>
          Start your application
        </Link>
        .
      </>
    ),
  },
]

export function PartnerFaq() {
  return <FaqList items={FAQ} />
}

/** The newest approved partner stores; the same cache key as the partners feature's store list. */
export function liveStoresQueryOptions() {
  return queryOptions({
    queryKey: ['partner-stores'] as const,
    queryFn: () => api.get<PartnerStoreListResponse>(apiPath('/api/partner-stores')),
    staleTime: 5 * 60_000,
  })
}

/**
 * Real partners only: the stores that are live now, or an honest invitation while there are none. A
 * list that fails to load is left out rather than shown as empty.
 */
export function LivePartnerStores() {
  const stores = useQuery(liveStoresQueryOptions())
  if (stores.isError) return null
  const items = stores.data?.items
  return (
    <section aria-labelledby="live-stores-title" className="mt-16">
      <h2 id="live-stores-title" className="text-2xl font-bold sm:text-3xl">
        Live partner stores
      </h2>
      {!items ? (
        <div aria-hidden="true" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 rounded-[12px]" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-4 rounded-[12px] border border-dashed bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-display text-lg font-semibold">Be one of our first partners</p>
            <p className="mt-1 text-sm text-muted-foreground">
              No partner store is live yet. Approved projects appear here with a link to their store.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/partner-application">
              Apply Now
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((store) => (
            <li key={store.id}>
              <Link
                to={`/partners/${store.id}`}
                className="flex items-center gap-4 rounded-[12px] border bg-card p-4 transition-colors duration-150 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <StoreLogo name={store.name} url={store.logo_url} />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold">{store.name}</span>
                  <span className="font-mono text-sm text-muted-foreground">${store.token_symbol}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function StoreLogo({ name, url }: { name: string; url: string | null }) {
  if (!url)
    return (
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-gradient font-display font-bold text-ink"
      >
        {name.charAt(0).toUpperCase()}
      </span>
    )
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes="48px"
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-full bg-white object-contain"
    />
  )
}
