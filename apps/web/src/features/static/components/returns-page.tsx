import { Link } from 'react-router'
import { CalendarClock, RefreshCcw, Wallet } from 'lucide-react'
import { useReturnsPolicy } from '../api/get-returns-policy'
import { Prose, StaticPage } from './static-page'

/** The window comes from the shop's settings; 30 days (the default) until it has loaded. */
const highlights = (days: number) => [
  { icon: CalendarClock, title: `${days} days`, text: 'to return from the day your order is delivered' },
  { icon: Wallet, title: '5-7 business days', text: 'for the refund to reach your original payment method' },
  { icon: RefreshCcw, title: '5-7 business days', text: 'to process an exchange once we receive the item' },
]

export function ReturnsPage() {
  const days = useReturnsPolicy().data?.window_days ?? 30
  return (
    <StaticPage
      eyebrow="Support"
      title="Returns & Exchanges"
      description={`Not the right fit? Send it back within ${days} days of delivery.`}
    >
      <ul className="mb-10 grid gap-4 sm:grid-cols-3">
        {highlights(days).map(({ icon: Icon, title, text }) => (
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
            Open your order from <Link to="/orders">My orders</Link> and choose Request a return, with the
            items and quantities you are sending back and why (up to {days} days after delivery).
          </li>
          <li>
            We reply by email within 24-48 hours: approved with the return address and instructions, or why we
            cannot accept it. Your order page shows where the return stands.
          </li>
          <li>Pack the items unworn, unwashed and with their original tags, and ship them back.</li>
          <li>
            Once the parcel arrives and is inspected, we refund the returned items to your original payment
            method and email you the amount. For an exchange, <Link to="/contact-us">contact us</Link>.
          </li>
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
