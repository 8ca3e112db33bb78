import { Link } from 'react-router'
import { CalendarClock, RefreshCcw, Wallet } from 'lucide-react'
import { Prose, StaticPage } from './static-page'

const HIGHLIGHTS = [
  { icon: CalendarClock, title: '30 days', text: 'to return from the day your order is delivered' },
  { icon: Wallet, title: '5-7 business days', text: 'for the refund to reach your original payment method' },
  { icon: RefreshCcw, title: '5-7 business days', text: 'to process an exchange once we receive the item' },
]

export function ReturnsPage() {
  return (
    <StaticPage
      eyebrow="Support"
      title="Returns & Exchanges"
      description="Not the right fit? Send it back within 30 days of delivery."
    >
      <ul className="mb-10 grid gap-4 sm:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={text} className="rounded-[12px] border bg-card p-5">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <p className="mt-3 font-mono text-lg font-bold">{title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <Prose>
        <h2>How to return an item</h2>
        <ul>
          <li>
            Open a <Link to="/support">support ticket</Link> or <Link to="/contact-us">contact us</Link> with
            your order number and the items you want to return or exchange.
          </li>
          <li>We reply within 24-48 hours with the return address and instructions.</li>
          <li>Pack the items unworn, unwashed and with their original tags, and ship them back.</li>
          <li>Once the parcel arrives and is inspected, we issue your refund or ship your exchange.</li>
        </ul>
        <h2>Return shipping</h2>
        <p>
          Return shipping is paid by the customer and deducted from the refund. If an item arrives defective
          or we sent the wrong item, we cover the return shipping in full.
        </p>
        <h2>Items that cannot be returned</h2>
        <ul>
          <li>Final-sale items</li>
          <li>Custom or personalised products</li>
          <li>Digital products and gift cards</li>
          <li>Worn, washed or damaged items</li>
          <li>Limited editions</li>
        </ul>
        <h2>Exchanges</h2>
        <p>
          Need another size? Check the <Link to="/size-guide">size guide</Link>, then ask for an exchange.
          Exchanges depend on stock; if your size has sold out we refund you instead.
        </p>
      </Prose>
    </StaticPage>
  )
}
