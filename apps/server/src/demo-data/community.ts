import {
  commentLikes,
  commentReports,
  communityDesigns,
  designComments,
  designDislikes,
  designVotes,
  designVoteWeights,
  voteAnomalyDetection,
} from '../db/schema/index.ts'
import { designArtSvg, DESIGN_STYLES } from './art-pieces.ts'
import { daysAgo, fakeSolanaAddress, mapLimit, rngFor, seedUuid } from './rng.ts'
import type { SeedContext, SeedTx, SeedUser, SeedUsers } from './types.ts'

type Status = 'pending' | 'approved' | 'rejected'
/** title, art word, votes, dislikes, status, days ago */
type DesignDef = [string, string, number, number, Status, number]

// prettier-ignore
const DESIGNS: DesignDef[] = [
  ['Neon Validator Skyline', 'VALIDATE', 662, 12, 'approved', 74],
  ['Phantom Frog Prince', 'RIBBIT', 597, 7, 'pending', 12],
  ['Diamond Hands Forever', 'HOLD', 569, 9, 'approved', 66],
  ['Synthwave Solana Sunset', 'SOL', 534, 4, 'approved', 61],
  ['Candle Cathedral', 'PUMP', 520, 8, 'approved', 55],
  ['Glitch Bull', 'BULL', 426, 6, 'approved', 50],
  ['Minimal Moon', 'MOON', 353, 3, 'approved', 47],
  ['Gas Station at Midnight', 'GWEI', 293, 5, 'approved', 44],
  ['Rug Weaver', 'RUG', 251, 11, 'rejected', 40],
  ['Paper Hands Origami', 'FOLD', 203, 4, 'approved', 38],
  ['Mempool Rush', 'MEMPOOL', 154, 4, 'pending', 9],
  ['Ape Renaissance', 'APE', 122, 2, 'approved', 34],
  ['Seed Phrase Mosaic', 'SEED', 99, 3, 'pending', 8],
  ['Lambo Dreams', 'WEN', 83, 3, 'approved', 30],
  ['Bear Market Blues', 'BEAR', 69, 5, 'rejected', 28],
  ['Airdrop Season', 'DROP', 54, 2, 'pending', 6],
  ['Proof of Vibes', 'VIBES', 47, 2, 'approved', 26],
  ['Maxi vs Maxi', 'MAXI', 48, 31, 'pending', 5],
  ['Exit Liquidity', 'EXIT', 25, 19, 'approved', 22],
  ['Ser, This Is a Wendy', 'SER', 33, 12, 'rejected', 20],
  ['Copium Inhaler', 'COPE', 15, 9, 'pending', 4],
  ['Block 0 Genesis', 'GENESIS', 31, 1, 'pending', 3],
  ['Validator Night Shift', 'NODE', 23, 1, 'pending', 3],
  ['Onchain Summer', 'SUMMER', 13, 1, 'pending', 2],
  ['Wallet Connect Wave', 'CONNECT', 9, 1, 'pending', 2],
  ['Slippage', 'SLIP', 4, 1, 'pending', 1],
  ['Gm Gn Loop', 'GMGN', 1, 1, 'pending', 1],
  ['Fud Shield', 'FUD', 3, 5, 'rejected', 16],
  ['Ngmi Energy', 'NGMI', 3, 8, 'pending', 7],
]
// Alice's own submissions, for the "My designs" page.
// prettier-ignore
const ALICE_DESIGNS: DesignDef[] = [
  ['Alice in Chainland', 'WONDER', 16, 2, 'approved', 24],
  ['Tiny Validator', 'TINY', 2, 0, 'pending', 1],
  // Approved and past the production threshold: ready to be put into production.
  ['Alice Through the Mempool', 'LOOKING', 541, 6, 'approved', 20],
]

const PROMPTS = [
  'Bold front print with a neon gradient and a chunky wordmark. Works best on a black tee.',
  'Clean vector artwork for a hoodie back print, two spot colours plus the Solana gradient.',
  'A playful chest logo with geometric shapes; could also work as a cap embroidery.',
  'Retro composition inspired by 80s posters, meant for an oversized tee.',
]

/** Sum of the bonding-curve weights of `n` votes: max(1, 2 - k/100) for the k-th vote. */
function weightedVotes(n: number): number {
  if (n <= 100) return 2 * n - (n * (n - 1)) / 200
  return 150.5 + (n - 100)
}

function currentWeight(votes: number): number {
  return Math.max(1, 2 - votes / 100)
}

export type SeededDesign = { id: string; title: string; createdBy: SeedUser; status: Status; createdAt: Date }

export async function seedCommunity(tx: SeedTx, ctx: SeedContext, users: SeedUsers): Promise<SeededDesign[]> {
  const all = [
    ...DESIGNS.map((d, i) => ({ def: d, creator: users.members[i % users.members.length] })),
    ...ALICE_DESIGNS.map((d) => ({ def: d, creator: users.alice })),
  ]
  const plans = all.map(({ def, creator }, i) => {
    const [title, word] = def
    const style = DESIGN_STYLES[i % DESIGN_STYLES.length]
    const extras = i === 0 ? 2 : i === 3 || i === 6 ? 1 : 0
    return { def, creator, style, word, key: `design:${title}`, extras, i }
  })
  type Job = { name: string; svg: string }
  const jobs: Job[] = []
  for (const p of plans) {
    jobs.push({
      name: `design-${p.i + 1}`,
      svg: designArtSvg(p.key, p.style, p.word, `@${p.creator.username}`.toUpperCase()),
    })
    for (let e = 0; e < p.extras; e++) {
      const altStyle = DESIGN_STYLES[(p.i + 3 + e) % DESIGN_STYLES.length]
      jobs.push({
        name: `design-${p.i + 1}-alt-${e + 1}`,
        svg: designArtSvg(`${p.key}:alt${e}`, altStyle, p.word, 'ALTERNATE'),
      })
    }
  }
  const urls = new Map<string, string>()
  await mapLimit(jobs, 4, async (job) => urls.set(job.name, await ctx.image('designs', job.name, job.svg)))
  ctx.deps.log(`seed: rendered ${jobs.length} design images`)

  const comments: [SeedUser, string, string, number][] = [
    [users.alice, 'Neon Validator Skyline', 'This would look amazing as a back print on a black hoodie.', 6],
    [users.bob, 'Neon Validator Skyline', 'The grid lines are so clean. Instant buy if it drops.', 5],
    [
      users.members[2],
      'Neon Validator Skyline',
      'Been waiting for a synthwave piece like this. Take my SOL.',
      4,
    ],
    [users.carol, 'Phantom Frog Prince', 'The frog deserves a crown. Please approve this one!', 3],
    [users.alice, 'Synthwave Solana Sunset', 'Those colours are perfect for summer.', 7],
    [users.bob, 'Maxi vs Maxi', 'Controversial, but honestly I love it.', 2],
    [users.members[5], 'Maxi vs Maxi', 'Not for me, the text feels too busy.', 2],
    [users.carol, 'Alice in Chainland', 'So whimsical! Would wear this on a tote.', 9],
    [users.members[8], 'Glitch Bull', 'The glitch effect is chef\u2019s kiss.', 10],
    [users.alice, 'Mempool Rush', 'Love the motion in this one.', 1],
  ]
  const seeded: SeededDesign[] = []
  const rows = plans.map((p) => {
    const [title, , votes, dislikes, status, days] = p.def
    const rng = rngFor(p.key)
    const id = seedUuid(p.key)
    const createdAt = daysAgo(ctx.now, days + rng() * 0.9)
    seeded.push({ id, title, createdBy: p.creator, status, createdAt })
    return {
      id,
      imageUrl: urls.get(`design-${p.i + 1}`)!,
      style: p.style,
      category: 'apparel',
      designType: (p.i % 5 === 4 ? 'photo' : 'graphic') as 'photo' | 'graphic',
      description: title,
      prompt: PROMPTS[p.i % PROMPTS.length],
      status,
      createdBy: p.creator.id,
      votes,
      dislikeCount: dislikes,
      netScore: votes - dislikes,
      commentCount: comments.filter(([, t]) => t === title).length,
      weightedScore: weightedVotes(votes).toFixed(2),
      metadata: {
        wallet_address: p.i % 3 === 0 ? null : fakeSolanaAddress(p.creator.email),
        additional_images: Array.from({ length: p.extras }, (_, e) =>
          urls.get(`design-${p.i + 1}-alt-${e + 1}`)!,
        ),
      },
      createdAt,
      updatedAt: createdAt,
    }
  })
  await tx.insert(communityDesigns).values(rows)
  await tx
    .insert(designVoteWeights)
    .values(
      rows.map((r) => ({ designId: r.id, weight: currentWeight(r.votes).toFixed(3), createdAt: ctx.now })),
    )

  // Real vote and dislike rows (the counters above include them): the demo customers' and, so that
  // Trending has a lively last week, the members' recent activity. All of them fall in the last 7 days.
  const byTitle = (t: string) => seeded.find((d) => d.title === t)!
  type Reaction = { designId: string; userId: string; createdAt: Date }
  const votes: Reaction[] = []
  const dislikes: Reaction[] = []
  const reacted = new Set<string>()
  const add = (list: Reaction[], designId: string, u: SeedUser, createdAt: Date) => {
    reacted.add(`${designId}:${u.id}`)
    list.push({ designId, userId: u.id, createdAt })
  }
  const votesBy: [SeedUser, string[]][] = [
    [
      users.alice,
      ['Neon Validator Skyline', 'Synthwave Solana Sunset', 'Phantom Frog Prince', 'Maxi vs Maxi'],
    ],
    [users.bob, ['Neon Validator Skyline', 'Glitch Bull', 'Alice in Chainland', 'Block 0 Genesis']],
    [users.carol, ['Diamond Hands Forever', 'Minimal Moon', 'Alice in Chainland']],
  ]
  for (const [u, titles] of votesBy)
    titles.forEach((t, k) => {
      const design = byTitle(t)
      // Never before the design was submitted.
      const age = (ctx.now.getTime() - design.createdAt.getTime()) / 86_400_000
      add(votes, design.id, u, daysAgo(ctx.now, Math.min(0.5 + k, age * 0.9)))
    })
  add(dislikes, byTitle('Maxi vs Maxi').id, users.carol, daysAgo(ctx.now, 2))
  add(dislikes, byTitle('Ngmi Energy').id, users.bob, daysAgo(ctx.now, 3))

  /** title, member votes, member dislikes in the last week */
  // prettier-ignore
  const RECENT: [string, number, number][] = [
    ['Phantom Frog Prince', 9, 0], ['Mempool Rush', 7, 0], ['Block 0 Genesis', 6, 0],
    ['Maxi vs Maxi', 5, 6], ['Validator Night Shift', 5, 0], ['Airdrop Season', 4, 0],
    ['Onchain Summer', 4, 0], ['Neon Validator Skyline', 3, 0], ['Seed Phrase Mosaic', 3, 0],
    ['Wallet Connect Wave', 3, 0], ['Copium Inhaler', 2, 3], ['Slippage', 2, 0],
    ['Exit Liquidity', 1, 4], ['Tiny Validator', 1, 0],
  ]
  RECENT.forEach(([title, nVotes, nDislikes], k) => {
    const design = byTitle(title)
    const rng = rngFor(`recent:${title}`)
    const windowDays = Math.min(6.9, (ctx.now.getTime() - design.createdAt.getTime()) / 86_400_000)
    const members = users.members.filter(
      (m) => m.id !== design.createdBy.id && !reacted.has(`${design.id}:${m.id}`),
    )
    // A different starting member per design, so activity is spread over the community.
    const pool = [...members.slice((k * 5) % members.length), ...members.slice(0, (k * 5) % members.length)]
    pool.slice(0, nVotes).forEach((m) => add(votes, design.id, m, daysAgo(ctx.now, rng() * windowDays)))
    pool
      .slice(nVotes, nVotes + nDislikes)
      .forEach((m) => add(dislikes, design.id, m, daysAgo(ctx.now, rng() * windowDays)))
  })

  // Each vote's weight follows the curve in casting order: the latest of a design's `n` votes was its n-th.
  const voteRows: (typeof designVotes.$inferInsert)[] = []
  for (const row of rows) {
    const own = votes
      .filter((v) => v.designId === row.id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    if (own.length > row.votes) throw new Error(`seed: more vote rows than votes on ${row.description}`)
    own.forEach((v, i) => voteRows.push({ ...v, weight: currentWeight(row.votes - 1 - i).toFixed(3) }))
  }
  for (const row of rows) {
    if (dislikes.filter((x) => x.designId === row.id).length > row.dislikeCount)
      throw new Error(`seed: more dislike rows than dislikes on ${row.description}`)
  }
  await tx.insert(designVotes).values(voteRows)
  await tx.insert(designDislikes).values(dislikes)

  const commentRows = comments.map(([u, t, content, days], k) => ({
    id: seedUuid(`comment:${k}`),
    designId: byTitle(t).id,
    userId: u.id,
    content,
    createdAt: daysAgo(ctx.now, days - k * 0.01),
  }))
  await tx.insert(designComments).values(commentRows)
  await tx.insert(commentLikes).values([
    { commentId: commentRows[0].id, userId: users.bob.id },
    { commentId: commentRows[0].id, userId: users.carol.id },
    { commentId: commentRows[3].id, userId: users.alice.id },
    { commentId: commentRows[7].id, userId: users.alice.id },
  ])
  await tx.insert(commentReports).values({
    commentId: commentRows[6].id,
    userId: users.bob.id,
    reason: 'Unkind to the designer',
    status: 'open',
    createdAt: daysAgo(ctx.now, 1.5),
  })
  await tx.insert(voteAnomalyDetection).values([
    {
      designId: byTitle('Maxi vs Maxi').id,
      userId: users.members[10].id,
      actionType: 'vote',
      reason: 'Three or more accounts acted on this design from the same network within an hour',
      createdAt: daysAgo(ctx.now, 1.2),
    },
    {
      designId: byTitle('Copium Inhaler').id,
      userId: users.members[14].id,
      actionType: 'dislike',
      reason: 'More than 20 votes or dislikes in 10 minutes',
      createdAt: daysAgo(ctx.now, 0.8),
    },
  ])
  ctx.deps.log(
    `seed: ${rows.length} community designs, ${voteRows.length} votes, ${dislikes.length} dislikes, ${commentRows.length} comments`,
  )
  return seeded
}
