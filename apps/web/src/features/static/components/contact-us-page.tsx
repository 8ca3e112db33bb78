import { Link } from 'react-router'
import { Clock, Mail, MessageSquare } from 'lucide-react'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '@/lib/site-config'
import { ContactForm } from './contact-form'
import { FaqList, type FaqItem } from './faq-list'
import { StaticPage } from './static-page'

const FAQ: FaqItem[] = [
  {
    question: 'How long does shipping take?',
    answer: (
      <>
        Orders are processed in 2-3 business days, then standard shipping takes 5-7 business days. See{' '}
        <Link to="/shipping-info" className="text-primary hover:underline">
          shipping information
        </Link>{' '}
        for every option.
      </>
    ),
  },
  {
    question: 'Can I return or exchange an item?',
    answer: (
      <>
        Yes, within 30 days of delivery for unworn items with tags. Limited editions and custom pieces are
        final. Read the{' '}
        <Link to="/returns" className="text-primary hover:underline">
          returns policy
        </Link>
        .
      </>
    ),
  },
  {
    question: 'How do I find my size?',
    answer: (
      <>
        Our{' '}
        <Link to="/size-guide" className="text-primary hover:underline">
          size guide
        </Link>{' '}
        has chest, length and sleeve measurements for every t-shirt and hoodie size from XS to 3XL.
      </>
    ),
  },
  {
    question: 'Do I need a crypto wallet to shop?',
    answer:
      'No. Anyone can buy with a regular payment method. Holding $RDO unlocks extras such as early access to drops and holder discounts.',
  },
  {
    question: 'Where is my order?',
    answer: (
      <>
        Signed-in customers can follow every order on the{' '}
        <Link to="/orders" className="text-primary hover:underline">
          orders page
        </Link>
        . You also get an email with tracking when it ships.
      </>
    ),
  },
]

const DETAILS = [
  { icon: Mail, label: 'Email', value: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> },
  { icon: Clock, label: 'Support hours', value: SUPPORT_HOURS },
  { icon: MessageSquare, label: 'Response time', value: `Within ${SUPPORT_REPLY_TIME}` },
]

export function ContactUsPage() {
  return (
    <StaticPage
      wide
      eyebrow="Support"
      title="Contact Us"
      description="Questions about an order, sizing or the community? Send us a message and the team will get back to you."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contact-form-title" className="rounded-[12px] border bg-card p-6 sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4 rounded-[12px] border bg-card p-6">
            {DETAILS.map(({ icon: Icon, label, value }) => (
              <li key={label} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="text-sm">
                  <p className="font-semibold">{label}</p>
                  <p className="text-muted-foreground [&_a]:text-primary [&_a]:hover:underline">{value}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="rounded-[12px] border bg-card p-6 text-sm">
            <p className="font-semibold">Already a customer?</p>
            <p className="mt-1 text-muted-foreground">
              Open a support ticket to follow the whole conversation in your account.
            </p>
            <Link to="/support" className="mt-3 inline-block font-semibold text-primary hover:underline">
              Go to Support Tickets
            </Link>
          </div>
        </aside>
      </div>
      <section aria-labelledby="faq-title" className="mt-14">
        <h2 id="faq-title" className="mb-6 text-2xl font-bold">
          Frequently asked questions
        </h2>
        <FaqList items={FAQ} />
      </section>
    </StaticPage>
  )
}
