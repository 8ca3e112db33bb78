import { productReviews, wishlists } from '../db/schema/index.ts'
import type { SeededProduct } from './products.ts'
import { int, rngFor, seedUuid } from './rng.ts'
import type { SeedContext, SeedTx, SeedUsers } from './types.ts'

const REVIEWS: Record<number, [string, string][]> = {
  5: [
    [
      'Instant favourite',
      'The print is crisp and the colours pop exactly like the photos. Already ordered a second one.',
    ],
    ['Quality is unreal', 'Heavy, soft and the stitching is clean. Survived ten washes without fading.'],
    [
      'Gets comments every time',
      'Wore it to a meetup and three people asked where it was from. Fits true to size.',
    ],
    ['Best merch I own', 'Finally crypto merch that does not look like a conference giveaway. Love it.'],
  ],
  4: [
    ['Great, runs slightly big', 'Really nice fabric and print. I sized down and it fits perfectly.'],
    ['Solid buy', 'Looks great and feels premium. Shipping took a few extra days but worth the wait.'],
    ['Comfy and clean design', 'Love the gradient ink. Wish there were more colour options.'],
  ],
  3: [
    ['Good but not perfect', 'Design is fun, the fabric is a bit thinner than I expected for the price.'],
    ['Okay fit', 'Print looks good, sleeves are a little long for me. Still wear it often.'],
  ],
}

/** 2-5 reviews on most products and a few wishlist entries, all with spread-out dates. */
export async function seedReviews(tx: SeedTx, ctx: SeedContext, users: SeedUsers, products: SeededProduct[]) {
  const reviewers = [...users.customers, ...users.members.slice(0, 6)]
  const rows: (typeof productReviews.$inferInsert)[] = []
  products.forEach((product, p) => {
    if (p % 8 === 7) return // a few products without reviews yet
    const rng = rngFor(`reviews:${product.slug}`)
    const count = int(rng, 2, 5)
    const start = int(rng, 0, reviewers.length - 1)
    for (let i = 0; i < count; i++) {
      const reviewer = reviewers[(start + i * 2) % reviewers.length]
      const roll = rng()
      const rating = roll < 0.55 ? 5 : roll < 0.85 ? 4 : 3
      const [title, content] = REVIEWS[rating][int(rng, 0, REVIEWS[rating].length - 1)]
      const ageMs = ctx.now.getTime() - product.createdAt.getTime()
      const createdAt = new Date(product.createdAt.getTime() + ageMs * (0.15 + 0.8 * rng()))
      rows.push({
        id: seedUuid(`review:${product.slug}:${reviewer.email}`),
        productId: product.id,
        userId: reviewer.id,
        rating,
        title,
        content,
        createdAt,
        updatedAt: createdAt,
      })
    }
  })
  await tx.insert(productReviews).values(rows)

  const wishes: [string, number, number][] = [
    ['alice', 0, 3],
    ['alice', 6, 2],
    ['alice', 10, 1],
    ['alice', 14, 5],
    ['bob', 1, 4],
    ['bob', 20, 2],
    ['carol', 11, 6],
  ]
  await tx.insert(wishlists).values(
    wishes.map(([who, index, days]) => {
      const u = users[who as 'alice' | 'bob' | 'carol']
      const product = products[index]
      return {
        id: seedUuid(`wishlist:${u.email}:${product.slug}`),
        userId: u.id,
        productId: product.id,
        createdAt: new Date(ctx.now.getTime() - days * 86_400_000),
      }
    }),
  )
  ctx.deps.log(`seed: ${rows.length} reviews, ${wishes.length} wishlist entries`)
}
