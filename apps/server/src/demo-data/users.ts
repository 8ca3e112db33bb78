import { sql } from 'drizzle-orm'
import { account, profiles, user } from '../db/schema/index.ts'
import { daysAgo, fakeSolanaAddress, seedUuid } from './rng.ts'
import type { SeedContext, SeedTx, SeedUser, SeedUsers } from './types.ts'

export const ADMIN_EMAIL = 'admin@rdo.shop'
export const ADMIN_PASSWORD = 'admin123'
export const CUSTOMER_PASSWORD = 'password123'

type UserDef = {
  email: string
  name: string
  username: string
  role?: 'admin' | 'user'
  phone?: string
  wallet?: boolean
  joinedDaysAgo: number
}

const MAIN_USERS: UserDef[] = [
  { email: ADMIN_EMAIL, name: 'RDO Admin', username: 'rdo_admin', role: 'admin', joinedDaysAgo: 120 },
  {
    email: 'alice@example.com',
    name: 'Alice Johnson',
    username: 'alice',
    phone: '+1 415 555 0142',
    wallet: true,
    joinedDaysAgo: 90,
  },
  {
    email: 'bob@example.com',
    name: 'Bob Martinez',
    username: 'bob_builds',
    phone: '+1 312 555 0178',
    wallet: true,
    joinedDaysAgo: 85,
  },
  {
    email: 'carol@example.com',
    name: 'Carol Nguyen',
    username: 'carol_n',
    phone: '+1 604 555 0199',
    joinedDaysAgo: 70,
  },
]

const MEMBER_NAMES: [string, string][] = [
  ['Dmitri Volkov', 'solsurfer'],
  ['Priya Patel', 'pixelmonk'],
  ['Marcus Lee', 'gm_marcus'],
  ['Sofia Rossi', 'neon_sofia'],
  ['Kenji Tanaka', 'kenji-mints'],
  ['Amara Okafor', 'amara_art'],
  ['Lucas Silva', 'degen_lucas'],
  ['Hannah Becker', 'hodl_hannah'],
  ['Omar Haddad', 'omar_onchain'],
  ['Yuki Sato', 'yukidraws'],
  ['Ethan Brooks', 'ethan_b'],
  ['Zoe Laurent', 'zoe-glitch'],
  ['Mateo Garcia', 'mateo_wagmi'],
  ['Ava Thompson', 'ava_vectors'],
  ['Noah Kim', 'noahk'],
  ['Isla Murphy', 'isla_makes'],
  ['Ravi Sharma', 'ravi_validator'],
  ['Lena Novak', 'lena_lines'],
  ['Tariq Ahmed', 'tariq_ape'],
  ['Maya Cohen', 'maya_moon'],
  ['Felix Wagner', 'felix_frames'],
  ['Chloe Martin', 'chloe_candles'],
]

const MEMBER_USERS: UserDef[] = MEMBER_NAMES.map(([name, username], i) => ({
  email: `${username.replace(/[-_]/g, '.')}@example.com`,
  name,
  username,
  wallet: i % 3 !== 2,
  joinedDaysAgo: 20 + ((i * 37) % 100),
}))

export async function seedUsers(tx: SeedTx, ctx: SeedContext): Promise<SeedUsers> {
  const hashes = new Map<string, string>()
  const hashFor = async (pw: string) => {
    let h = hashes.get(pw)
    if (!h) {
      h = await ctx.deps.hashPassword(pw)
      hashes.set(pw, h)
    }
    return h
  }
  const all = [...MAIN_USERS, ...MEMBER_USERS]
  const rows = all.map((u) => ({
    def: u,
    id: seedUuid(`user:${u.email}`),
    createdAt: daysAgo(ctx.now, u.joinedDaysAgo),
  }))

  await tx.insert(user).values(
    rows.map(({ def, id, createdAt }) => ({
      id,
      name: def.name,
      email: def.email,
      emailVerified: true,
      role: def.role ?? 'user',
      createdAt,
      updatedAt: createdAt,
    })),
  )
  const adminHash = await hashFor(ADMIN_PASSWORD)
  const customerHash = await hashFor(CUSTOMER_PASSWORD)
  await tx.insert(account).values(
    rows.map(({ def, id, createdAt }) => ({
      id: seedUuid(`account:${def.email}`),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: def.role === 'admin' ? adminHash : customerHash,
      createdAt,
      updatedAt: createdAt,
    })),
  )
  // A trigger normally creates the profile with the user; the upsert fills in the demo details either way.
  await tx
    .insert(profiles)
    .values(
      rows.map(({ def, id, createdAt }) => ({
        id,
        email: def.email,
        fullName: def.name,
        username: def.username,
        phoneNumber: def.phone ?? null,
        walletAddress: def.wallet ? fakeSolanaAddress(def.email) : null,
        defaultShippingAddress:
          def.email === 'alice@example.com'
            ? {
                first_name: 'Alice',
                last_name: 'Johnson',
                address: '742 Market Street',
                address2: 'Apt 5B',
                city: 'San Francisco',
                state: 'CA',
                postal_code: '94103',
                country: 'US' as const,
              }
            : null,
        notificationPreferences: { order_updates: true, marketing: def.email === 'alice@example.com' },
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        fullName: sql`excluded.full_name`,
        username: sql`excluded.username`,
        phoneNumber: sql`excluded.phone_number`,
        walletAddress: sql`excluded.wallet_address`,
        defaultShippingAddress: sql`excluded.default_shipping_address`,
        notificationPreferences: sql`excluded.notification_preferences`,
        createdAt: sql`excluded.created_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    })

  const seedUsers: SeedUser[] = rows.map(({ def, id }) => ({
    id,
    email: def.email,
    name: def.name,
    username: def.username,
  }))
  const [admin, alice, bob, carol] = seedUsers
  return {
    admin,
    alice,
    bob,
    carol,
    customers: [alice, bob, carol],
    members: seedUsers.slice(MAIN_USERS.length),
  }
}
