import { Link } from 'react-router'
import { Banknote, Code2, Palette, Rocket, ShieldCheck, Store, Wallet, Zap } from 'lucide-react'
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
          text="We design, produce, ship and handle support. You never pay for stock."
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
        title="Professional designs"
        text="Our designers and community turn your memes into wearable pieces."
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
        text="An iframe store that fits your website, plus a shareable public store page."
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
      'Your share is 20% of sales revenue from your store, calculated after production and shipping costs, and paid in your project token to the Solana wallet you registered.',
  },
  {
    question: 'When do I get paid?',
    answer:
      'Payouts are made monthly on the 1st. The minimum payout is the equivalent of $50; smaller balances roll over.',
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
