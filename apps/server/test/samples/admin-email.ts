import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the email back office (`METHOD /path` → body), merged into the bad-input test. The
 * template path ids are random there, so an edit answers 404 and writes nothing; a send only queues
 * outbox rows (the test app runs no workers). The preview writes nothing (no audit row either).
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
}
