import type { ComponentType } from 'react'
import { useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import {
  MARKETING_SECTIONS,
  SECTION_LABELS,
  sectionFrom,
  sectionSearch,
  type MarketingSection,
} from '../lib/sections'
import { CampaignsSection } from './campaigns-section'
import { OverviewSection } from './overview-section'
import { SegmentsSection } from './segments-section'
import { SubscribersSection } from './subscribers-section'
import { TemplatesSection } from './templates-section'

const PANELS: Record<MarketingSection, ComponentType> = {
  overview: OverviewSection,
  campaigns: CampaignsSection,
  templates: TemplatesSection,
  segments: SegmentsSection,
  subscribers: SubscribersSection,
}

/**
 * The dashboard's marketing tab: overview, campaigns, templates, segments and subscribers. The section
 * is in the address (`?tab=marketing&section=campaigns`) with its list's search, filters and page.
 */
export function MarketingTab() {
  const [search, setSearch] = useSearchParams()
  const section = sectionFrom(search.get('section'))
  const select = (next: string) => setSearch((prev) => sectionSearch(prev, sectionFrom(next)))
  return (
    <Tabs value={section} onValueChange={select}>
      <div className="-mx-4 overflow-x-auto px-4">
        <TabsList aria-label="Marketing sections">
          {MARKETING_SECTIONS.map((s) => (
            <TabsTrigger key={s} value={s}>
              {SECTION_LABELS[s]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {MARKETING_SECTIONS.map((s) => {
        const Panel = PANELS[s]
        return (
          <TabsContent key={s} value={s} className="mt-4">
            {s === section && <Panel />}
          </TabsContent>
        )
      })}
    </Tabs>
  )
}
