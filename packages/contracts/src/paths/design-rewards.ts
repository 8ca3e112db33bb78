/** Routes of design production and designer rewards, spread into API_ROUTES in ../paths.ts. */
export const DESIGN_REWARD_ROUTES = ['GET /api/my-designs/rewards'] as const

export const ADMIN_DESIGN_REWARD_ROUTES = [
  'GET /api/admin/rewards/settings',
  'PUT /api/admin/rewards/settings',
  'GET /api/admin/printify/catalog/blueprints',
  'GET /api/admin/printify/catalog/blueprints/:blueprint_id/providers',
  'GET /api/admin/printify/catalog/blueprints/:blueprint_id/providers/:provider_id/variants',
  'GET /api/admin/designs/:id/production',
  'POST /api/admin/designs/:id/production',
  'GET /api/admin/designs/:id/rewards',
  'POST /api/admin/designs/:id/payouts',
] as const
