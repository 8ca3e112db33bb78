import { createPartnerProducts } from '../modules/partners/partner-products.ts'
import { partnerDesigns, partnerEmbeds, partnerProjects } from '../db/schema/index.ts'
import { renderPng } from './art.ts'
import { designArtSvg, frogEmblem, logoSvg, monogramEmblem } from './art-pieces.ts'
import { daysAgo, fakeSolanaAddress, mapLimit, seedUuid } from './rng.ts'
import type { SeedContext, SeedTx, SeedUsers } from './types.ts'

export const PARTNER_EMBED_DOMAIN = 'moonfrog.example'

type PartnerDesignDef = [string, string, string, string, 'approved' | 'pending', number, number]

// title, art word, style, description, status, votes, days ago
// prettier-ignore
const FROG_DESIGNS: PartnerDesignDef[] = [
  ['Frog Season', 'FROG SZN', 'abstract', 'The official Moonfrog mascot over a burst of neon shapes.', 'approved', 42, 40],
  ['Lily Pad Launch', 'LAUNCH', 'cyberpunk', 'Our frog riding a synthwave sunset to the moon.', 'approved', 31, 35],
  ['Ribbit Minimal', 'RIBBIT', 'minimalist', 'A clean, minimal frog badge for everyday wear.', 'approved', 18, 28],
  ['Pond Geometry', 'POND', 'geometric', 'Tessellated pond tiles with the frog emblem in the centre.', 'approved', 7, 20],
  ['Croak Vintage', 'CROAK', 'vintage inspired', 'A retro badge celebrating the first FROG holders.', 'pending', 0, 2],
]

export async function seedPartners(tx: SeedTx, ctx: SeedContext, users: SeedUsers) {
  const frogId = seedUuid('partner:moonfrog')
  const penguinId = seedUuid('partner:pixel-penguins')

  const frogLogo = await ctx.deps.saveImage(
    'partners',
    await renderPng(logoSvg(frogEmblem())),
    'moonfrog-logo',
  )
  const penguinLogo = await ctx.deps.saveImage(
    'partners',
    await renderPng(logoSvg(monogramEmblem('PP', '#1B1B3A', '#F4D35E'))),
    'pixel-penguins-logo',
  )
  const designUrls = await mapLimit(FROG_DESIGNS, 4, ([title, word, style]) =>
    ctx.image(
      'partners',
      `moonfrog-${title.toLowerCase().replace(/\s+/g, '-')}`,
      designArtSvg(`partner:${title}`, style, word, 'MOONFROG DAO', frogEmblem()),
    ),
  )

  await tx.insert(partnerProjects).values([
    {
      id: frogId,
      name: 'Moonfrog DAO',
      tokenSymbol: 'FROG',
      tokenAddress: fakeSolanaAddress('token:FROG'),
      websiteUrl: `https://${PARTNER_EMBED_DOMAIN}`,
      logoUrl: frogLogo,
      description:
        'A community of amphibian enthusiasts building meme culture on Solana. FROG holders vote on merch drops and 20% of every sale goes back to the DAO treasury.',
      contactName: users.bob.name,
      contactEmail: users.bob.email,
      walletAddress: fakeSolanaAddress(`partner-wallet:${users.bob.email}`),
      status: 'approved',
      createdBy: users.bob.id,
      reviewedAt: daysAgo(ctx.now, 44),
      createdAt: daysAgo(ctx.now, 46),
      updatedAt: daysAgo(ctx.now, 44),
    },
    {
      id: penguinId,
      name: 'Pixel Penguins Club',
      tokenSymbol: 'PPNG',
      tokenAddress: null,
      websiteUrl: 'https://pixelpenguins.example',
      logoUrl: penguinLogo,
      description: 'An 8-bit penguin collective sliding into streetwear. Looking to launch a winter capsule.',
      contactName: users.carol.name,
      contactEmail: users.carol.email,
      walletAddress: fakeSolanaAddress(`partner-wallet:${users.carol.email}`),
      status: 'pending',
      createdBy: users.carol.id,
      createdAt: daysAgo(ctx.now, 1.5),
      updatedAt: daysAgo(ctx.now, 1.5),
    },
  ])

  const designs = await tx
    .insert(partnerDesigns)
    .values(
      FROG_DESIGNS.map(([title, , style, description, status, votes, days], i) => ({
        id: seedUuid(`partner-design:${title}`),
        partnerId: frogId,
        imageUrl: designUrls[i],
        title,
        description,
        style,
        status,
        createdBy: users.bob.id,
        votes,
        reviewedAt: status === 'approved' ? daysAgo(ctx.now, days - 1) : null,
        createdAt: daysAgo(ctx.now, days),
        updatedAt: daysAgo(ctx.now, days),
      })),
    )
    .returning()
  // Approved designs are on sale, as the back office's approval makes them.
  const frog = { id: frogId, name: 'Moonfrog DAO', tokenSymbol: 'FROG' }
  for (const design of designs) {
    if (design.status === 'approved') await createPartnerProducts(tx, design, frog)
  }

  await tx.insert(partnerEmbeds).values({
    id: seedUuid('partner-embed:moonfrog'),
    partnerId: frogId,
    embedCode: `<iframe src="${ctx.deps.appUrl}/embed/${frogId}" width="100%" height="640" style="border:0;max-width:100%" title="Moonfrog DAO store" loading="lazy"></iframe>`,
    embedType: 'iframe',
    allowedDomains: [PARTNER_EMBED_DOMAIN],
    isActive: true,
    createdAt: daysAgo(ctx.now, 43),
  })
  ctx.deps.log(
    'seed: partners Moonfrog DAO (approved, 4 designs on sale as 12 products) and Pixel Penguins Club (pending)',
  )
  return { frogId, penguinId }
}
