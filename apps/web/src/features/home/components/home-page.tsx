import { BrandStory } from './brand-story'
import { DropBlocks } from './drop-blocks'
import { FeatureTiles } from './feature-tiles'
import { FeaturedProducts } from './featured-products'
import { HeroSection } from './hero-section'
import { ValueTiles } from './value-tiles'
import type { PageMetaOf, Prefetch } from '@/lib/prefetch'
import { getHomeQueryOptions, useHome } from '../api/get-home'

export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(getHomeQueryOptions())

/** The landing page's title and card, and the shop itself (schema.org Organization) for search engines. */
export const meta: PageMetaOf = ({ url }) => ({
  title: 'RDO shop · Limited-edition crypto streetwear',
  description: 'RDO shop: limited-edition crypto streetwear drops tied to the $RDO Solana token.',
  canonical: '/',
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'RDO Shop',
      url: `${url.origin}/`,
      logo: `${url.origin}/favicon.svg`,
    },
  ],
})

export function HomePage() {
  const home = useHome()
  return (
    <div className="flex flex-col gap-20 pb-8 sm:gap-24">
      <HeroSection data={home.data} isPending={home.isPending} />
      <FeaturedProducts products={home.data?.featured} isPending={home.isPending} isError={home.isError} />
      <FeatureTiles />
      <DropBlocks />
      <BrandStory />
      <ValueTiles />
    </div>
  )
}
