import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the community design routes (`METHOD /path` → body), merged into the bad-input test.
 * The image names a file under customer A's own upload prefix that was never uploaded, so the sample
 * passes validation and is then refused as not uploaded (a business refusal, 400 IMAGE_NOT_UPLOADED).
 * POST /api/community-designs/images is multipart and takes no JSON body (like POST /api/profile/avatar).
 */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/community-designs': (w) => ({
    title: 'Neon Skyline',
    description: 'A neon skyline over a validator farm, for a black tee.',
    style: 'cyberpunk',
    design_type: 'graphic',
    wallet_address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    terms_accepted: true,
    images: [`/files/designs/${w.a.id}/2024-01/00000000-0000-4000-8000-000000000000-1200.webp`],
  }),
}
