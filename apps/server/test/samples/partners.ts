import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the partner programme's self-service routes (`METHOD /path` → body), merged into the
 * bad-input test. The logo and the design image name files under customer A's own upload prefixes that
 * were never uploaded, so those samples pass validation and are then refused as not uploaded (business
 * refusals, 400 LOGO_NOT_UPLOADED / IMAGE_NOT_UPLOADED). The design goes to A's approved project of the
 * route fixtures. The two upload routes are multipart and take no JSON body.
 */
const NEVER_UPLOADED = '2024-01/00000000-0000-4000-8000-000000000000-1200.webp'

export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/partner-projects': (w) => ({
    name: 'Fuzz Frogs',
    token_symbol: '$FUZZ',
    token_address: '',
    website_url: 'https://fuzz.example',
    logo_url: `/files/partners/${w.a.id}/logo/${NEVER_UPLOADED}`,
    description: 'A project that only exists in the bad-input test.',
    contact_name: 'Fuzz',
    contact_email: 'fuzz@example.com',
    wallet_address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    terms_accepted: true,
  }),
  'POST /api/partner-designs': (w) => ({
    partner_id: w.owned.partnerProject,
    image_url: `/files/partners/${w.a.id}/design/${NEVER_UPLOADED}`,
    title: 'Fuzz Season',
    description: 'A design that only exists in the bad-input test.',
    style: 'cyberpunk',
    terms_accepted: true,
  }),
  'PATCH /api/partner-projects/:id/embeds/:embedId': () => ({
    allowed_domains: ['fuzz.example', 'shop.fuzz.example'],
  }),
}
