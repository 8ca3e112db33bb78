import type { HeroSection } from '@rdo/contracts'
import { siteImages, siteSettings } from '../db/schema/index.ts'
import { garmentPath } from './art.ts'
import { heroSvg, siteLogoSvg } from './art-pieces.ts'
import type { SeedContext, SeedTx } from './types.ts'

export const HERO_SECTION: HeroSection = {
  title: 'Wear the Chain',
  subtitle: 'Crypto streetwear, minted for the community',
  description:
    'Limited drops, community-voted designs and meme culture stitched into heavyweight cotton. Built on Solana, made to be worn far beyond the timeline.',
}

export async function seedSite(tx: SeedTx, ctx: SeedContext) {
  const [logoUrl, heroUrl] = await Promise.all([
    ctx.image('logo', 'rdo-logo', siteLogoSvg()),
    ctx.image('site', 'hero', heroSvg(garmentPath('tshirt'), garmentPath('hoodie'), garmentPath('cap'))),
  ])
  await tx.insert(siteSettings).values({ key: 'hero_section', value: HERO_SECTION, updatedAt: ctx.now })
  await tx.insert(siteImages).values([
    { key: 'logo', url: logoUrl, altText: 'RDO', updatedAt: ctx.now },
    { key: 'hero_image', url: heroUrl, altText: 'RDO streetwear glowing on a neon grid', updatedAt: ctx.now },
  ])
}
