import type { World } from '../route-fixtures.ts'

/** A segment no test world holds: campaign and bulk samples stop at 'Segment not found' (404). */
const UNKNOWN_SEGMENT = '00000000-0000-4000-8000-000000000001'

/**
 * Valid bodies for the email and marketing back office (`METHOD /path` → body), merged into the
 * bad-input test. The template path ids are random there, so an edit answers 404 and writes nothing; a
 * send only queues outbox rows (the test app runs no workers). The preview writes nothing (no audit row
 * either).
 */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/admin/email/templates': () => ({
    name: 'Fuzz template',
    description: 'Made by the bad-input test',
    subject: 'Hello {{first_name}}',
    html_content: '<style>p { color: #9945ff }</style><p>Hi {{first_name}}</p>',
    text_content: 'Hi {{first_name}}',
    variables: [{ name: 'First Name', description: 'Given name', example: 'Ada' }],
  }),
  'PATCH /api/admin/email/templates/:id': () => ({ subject: 'Hello again {{first_name}}', is_active: false }),
  'POST /api/admin/email/templates/preview': () => ({
    subject: 'Hi {{first_name}}',
    html_content: '<p>Hi {{first_name}}</p>',
    variables: [{ name: 'first_name', example: 'Ada' }],
  }),
  'POST /api/admin/email/send': () => ({
    mode: 'custom',
    to: 'fuzz-send@example.com, fuzz-send-2@example.com',
    subject: 'Fuzz',
    html: '<p>Fuzz</p>',
  }),
  'POST /api/admin/marketing/campaigns': () => ({
    name: 'Fuzz campaign',
    segment_id: UNKNOWN_SEGMENT,
    content_mode: 'custom',
    subject: 'Hello {{first_name}}',
    html: '<p>Hi {{first_name}}</p>',
    from_name: 'RDO Shop',
    from_email: 'news@example.com',
    send: 'draft',
  }),
  'POST /api/admin/marketing/bulk': () => ({
    segment_id: UNKNOWN_SEGMENT,
    mode: 'custom',
    subject: 'Hello',
    html: '<p>Hi</p>',
  }),
  'POST /api/admin/marketing/test-send': () => ({
    test_email: 'fuzz-test@example.com',
    mode: 'custom',
    subject: 'Hello',
    html: '<p>Hi {{first_name}}</p>',
  }),
  'POST /api/admin/marketing/templates': () => ({ name: 'Fuzz layout', content: '<p>Hi</p>' }),
  'PATCH /api/admin/marketing/templates/:id': () => ({ name: 'Fuzz layout 2' }),
  'POST /api/admin/marketing/segments': () => ({
    name: 'Fuzz segment',
    criteria: { preferences: { promotional: true }, status: 'active' },
  }),
  'PATCH /api/admin/marketing/segments/:id': () => ({ name: 'Fuzz segment 2' }),
  'POST /api/admin/marketing/segments/count': () => ({
    criteria: { preferences: { newsletter: true }, status: 'active' },
  }),
}
