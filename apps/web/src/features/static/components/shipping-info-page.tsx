import { Link } from 'react-router'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { InfoCard, Prose, StaticPage } from './static-page'

const METHODS = [
  { name: 'Standard', time: '5-7 business days', cost: '$5.95' },
  { name: 'Express', time: '2-3 business days', cost: '$12.95' },
  { name: 'Priority', time: '1-2 business days', cost: '$24.95' },
  { name: 'International', time: '7-14 business days', cost: 'Varies by destination' },
]

const PRODUCTION = [
  { item: 'Trending items', time: '2-3 days' },
  { item: 'Standard items', time: '3-4 weeks' },
  { item: 'Custom designs', time: '4-5 weeks' },
  { item: 'Pre-orders', time: '4-6 weeks' },
]

export function ShippingInfoPage() {
  return (
    <StaticPage
      eyebrow="Support"
      title="Shipping Information"
      description="Every piece is produced in small runs, then packed and shipped from our fulfilment partners."
    >
      <div className="flex flex-col gap-10">
        <div className="grid gap-4 sm:grid-cols-2">
          <InfoCard title="Order processing">
            Orders are processed within <strong className="text-foreground">2-3 business days</strong> of
            payment, then produced and shipped. You will receive an email with tracking as soon as your order
            ships.
          </InfoCard>
          <InfoCard title="Free shipping">
            Standard shipping is <strong className="text-foreground">free on orders over $100</strong> within
            the United States.
          </InfoCard>
        </div>

        <section aria-labelledby="methods-title">
          <h2 id="methods-title" className="mb-4 text-2xl font-bold">
            Shipping methods
          </h2>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Method</TableHead>
                <TableHead>Delivery time</TableHead>
                <TableHead className="text-right">Cost</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {METHODS.map((method) => (
                <TableRow key={method.name}>
                  <TableCell className="font-medium">{method.name}</TableCell>
                  <TableCell className="text-muted-foreground">{method.time}</TableCell>
                  <TableCell className="text-right font-mono">{method.cost}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>

        <section aria-labelledby="production-title">
          <h2 id="production-title" className="mb-4 text-2xl font-bold">
            Production times
          </h2>
          <p className="mb-4 text-muted-foreground">
            Delivery time is added to the production time of the slowest item in your order.
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PRODUCTION.map((row) => (
              <li
                key={row.item}
                className="flex items-center justify-between rounded-[12px] border bg-card px-4 py-3"
              >
                <span className="font-medium">{row.item}</span>
                <span className="font-mono text-sm text-muted-foreground">{row.time}</span>
              </li>
            ))}
          </ul>
        </section>

        <Prose>
          <h2>International orders</h2>
          <p>
            We ship worldwide. International delivery takes 7-14 business days and the cost depends on the
            destination; it is shown at checkout. Customs duties and import taxes are the buyer's
            responsibility. We cannot ship international orders to P.O. boxes.
          </p>
          <h2>Lost or damaged parcels</h2>
          <p>
            If your parcel is lost or arrives damaged, contact us within{' '}
            <strong>7 days of the expected delivery date</strong> with your order number and photos of any
            damage, and we will make it right.
          </p>
          <p>
            Questions? <Link to="/contact-us">Contact us</Link> or open a{' '}
            <Link to="/support">support ticket</Link>.
          </p>
        </Prose>
      </div>
    </StaticPage>
  )
}
