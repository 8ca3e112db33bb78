/** Community design routes (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const COMMUNITY_ROUTES = [
  'GET /api/community-designs',
  'POST /api/community-designs',
  'GET /api/community-designs/reactions',
  'POST /api/community-designs/images',
  'GET /api/community-designs/:id',
  'GET /api/community-designs/:id/events',
  'POST /api/community-designs/:id/vote',
  'DELETE /api/community-designs/:id/vote',
  'POST /api/community-designs/:id/dislike',
  'DELETE /api/community-designs/:id/dislike',
  'GET /api/community-designs/:id/comments',
  'POST /api/community-designs/:id/comments',
  'POST /api/community-designs/comments/:commentId/like',
  'DELETE /api/community-designs/comments/:commentId/like',
  'POST /api/community-designs/comments/:commentId/report',
  'GET /api/my-designs',
] as const

/** Back-office routes of design review, vote anomalies and comment moderation. */
export const ADMIN_COMMUNITY_ROUTES = [
  'GET /api/admin/designs',
  'GET /api/admin/designs/summary',
  'GET /api/admin/designs/:id',
  'POST /api/admin/designs/:id/mockup',
  'POST /api/admin/designs/:id/approve',
  'POST /api/admin/designs/:id/reject',
  'POST /api/admin/designs/:id/feedback',
  'DELETE /api/admin/designs/:id',
  'GET /api/admin/vote-anomalies',
  'POST /api/admin/vote-anomalies/:id/resolve',
  'POST /api/admin/vote-anomalies/:id/remove-vote',
  'GET /api/admin/comment-reports',
  'POST /api/admin/comment-reports/:commentId/hide',
  'POST /api/admin/comment-reports/:commentId/dismiss',
] as const
