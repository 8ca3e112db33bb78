import crypto from 'node:crypto'
import { partnerDesigns, partnerEmbeds, partnerProjects } from '../../db/schema/partners.ts'
import type { TestApp } from '../../../test/helper.ts'
import { createPartnerProducts } from './partner-products.ts'

/** Test data for the partner API tests: projects, designs (with their store products) and embeds. */

type Status = 'pending' | 'approved' | 'rejected'

export const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

export async function makeProject(
  t: TestApp,
  p: { createdBy: string; name?: string; symbol?: string; status?: Status; ageHours?: number },
) {
  const createdAt = new Date(Date.now() - (p.ageHours ?? 1) * 3600_000)
  const [row] = await t.db
    .insert(partnerProjects)
    .values({
      name: p.name ?? `Project ${crypto.randomBytes(3).toString('hex')}`,
      tokenSymbol: p.symbol ?? 'TEST',
      websiteUrl: 'https://project.example',
      logoUrl: '/files/partners/seed/logo.webp',
      description: 'A test project',
      contactName: 'Contact',
      contactEmail: 'contact@project.example',
      walletAddress: WALLET,
      status: p.status ?? 'approved',
      createdBy: p.createdBy,
      createdAt,
    })
    .returning()
  return row!
}

/** A design of a project; an approved one gets its store products as the admin's approval would. */
export async function makePartnerDesign(
  t: TestApp,
  project: typeof partnerProjects.$inferSelect,
  d: { title?: string; status?: Status; ageHours?: number } = {},
) {
  const createdAt = new Date(Date.now() - (d.ageHours ?? 1) * 3600_000)
  return t.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerDesigns)
      .values({
        partnerId: project.id,
        imageUrl: `/files/partners/${project.createdBy}/design/${crypto.randomUUID()}-1200.webp`,
        title: d.title ?? `Design ${crypto.randomBytes(3).toString('hex')}`,
        description: 'A design for the test store',
        status: d.status ?? 'approved',
        createdBy: project.createdBy,
        createdAt,
      })
      .returning()
    if (row!.status === 'approved') await createPartnerProducts(tx, row!, project)
    return row!
  })
}

export async function makeEmbed(t: TestApp, partnerId: string, allowedDomains = ['project.example']) {
  const [row] = await t.db
    .insert(partnerEmbeds)
    .values({ partnerId, embedCode: `<iframe src="/embed/${partnerId}"></iframe>`, allowedDomains })
    .returning()
  return row!
}

/** A multipart/form-data body with one `file` field. */
export function multipartFile(filename: string, type: string, data: Buffer) {
  const boundary = '----rdo-partner-boundary'
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
