import { Link, useSearchParams } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { PageMetaOf, Prefetch } from '@/lib/prefetch'
import {
  LivePartnerStores,
  liveStoresQueryOptions,
  PartnerBenefits,
  PartnerFaq,
  PartnerHowItWorks,
  PartnerOverview,
} from './partner-program-sections'
import { StaticPage } from './static-page'

// The live stores are part of the server-rendered page.
export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(liveStoresQueryOptions())

export const meta: PageMetaOf = () => ({
  title: 'Partner Program | RDO Shop',
  description:
    'Launch a streetwear store for your community with zero upfront cost, and earn 20% of sales in your own token.',
})

const TABS = [
  { value: 'overview', label: 'Overview', content: PartnerOverview },
  { value: 'benefits', label: 'Benefits', content: PartnerBenefits },
  { value: 'how-it-works', label: 'How It Works', content: PartnerHowItWorks },
  { value: 'faq', label: 'FAQ', content: PartnerFaq },
] as const

export function PartnerProgramPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab = TABS.some((t) => t.value === requested) ? requested! : 'overview'

  return (
    <StaticPage
      wide
      eyebrow="Partner Program"
      title="Merch for your meme coin"
      description="Launch a streetwear store for your community with zero upfront cost, and earn 20% of sales in your own token."
    >
      <div className="-mt-4 mb-10 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/partner-application">
            Apply Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/community-designs">See community designs</Link>
        </Button>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'overview' ? {} : { tab: value }, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <TabsList aria-label="Partner program sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label, content: Content }) => (
          <TabsContent key={value} value={value}>
            <h2 className="sr-only">{label}</h2>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
      <LivePartnerStores />
      <section className="dark mt-16 flex flex-col items-start gap-4 rounded-[16px] bg-ink p-8 text-foreground ring-1 ring-white/10 sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">Ready to dress your community?</h2>
          <p className="mt-2 text-muted-foreground">Applications are reviewed within 48 hours.</p>
        </div>
        <Button asChild size="lg">
          <Link to="/partner-application">Apply Now</Link>
        </Button>
      </section>
    </StaticPage>
  )
}
