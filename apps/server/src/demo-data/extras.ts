import { carrierTrackingUrl } from '@rdo/contracts'
import {
  fulfilments,
  marketingSegments,
  marketingSubscribers,
  notifications,
  orderItems,
  orders,
  shipments,
  supportMessages,
  supportTickets,
} from '../db/schema/index.ts'
import type { SeededDesign } from './community.ts'
import type { SeededProduct } from './products.ts'
import { daysAgo, seedUuid } from './rng.ts'
import type { SeedContext, SeedTx, SeedUsers } from './types.ts'

/** Alice's account history: a delivered order, notifications, a support ticket and a newsletter subscription. */
export async function seedAccountExtras(
  tx: SeedTx,
  ctx: SeedContext,
  users: SeedUsers,
  products: SeededProduct[],
  designs: SeededDesign[],
) {
  const { alice, admin } = users
  const orderId = seedUuid('order:alice:1')
  const orderedAt = daysAgo(ctx.now, 14)
  const [tee, cap] = [
    products.find((p) => p.slug === 'diamond-hands-tee')!,
    products.find((p) => p.slug === 'hodl-cap')!,
  ]
  const lines = [
    { product: tee, size: 'M', color: 'Black', quantity: 2 },
    { product: cap, size: 'One Size', color: 'Black', quantity: 1 },
  ]
  const subtotal = lines.reduce((sum, l) => sum + l.product.def.priceCents * l.quantity, 0)
  await tx.insert(orders).values({
    id: orderId,
    userId: alice.id,
    status: 'delivered',
    paymentStatus: 'paid',
    contactEmail: alice.email,
    subtotalCents: subtotal,
    shippingCents: 595,
    totalCents: subtotal + 595,
    shippingAddress: {
      name: 'Alice Johnson',
      address: '742 Market Street',
      address2: 'Apt 5B',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94103',
      country: 'US',
    },
    shippingRate: {
      id: 'standard',
      carrier: 'USPS',
      service: 'Standard',
      rate_cents: 595,
      delivery_days: 6,
      delivery_date: daysAgo(ctx.now, 6).toISOString().slice(0, 10),
    },
    paymentProvider: 'simulated',
    paymentReference: `sim_${orderId.slice(0, 8)}`,
    paidAt: orderedAt,
    createdAt: orderedAt,
    updatedAt: daysAgo(ctx.now, 6),
  })
  // Fulfilled from shop stock: one USPS parcel, delivered.
  const fulfilmentId = seedUuid('order:alice:1:fulfilment')
  const shipmentId = seedUuid('order:alice:1:shipment')
  const trackingNumber = '9400111899223817612345'
  await tx.insert(fulfilments).values({
    id: fulfilmentId,
    orderId,
    provider: 'manual',
    status: 'delivered',
    createdAt: orderedAt,
    updatedAt: daysAgo(ctx.now, 6),
  })
  await tx.insert(shipments).values({
    id: shipmentId,
    orderId,
    fulfilmentId,
    carrier: 'USPS',
    trackingNumber,
    trackingUrl: carrierTrackingUrl('USPS', trackingNumber),
    shippedAt: daysAgo(ctx.now, 11),
    deliveredAt: daysAgo(ctx.now, 6),
  })
  await tx.insert(orderItems).values(
    lines.map((l, i) => ({
      id: seedUuid(`order:alice:1:item:${i}`),
      orderId,
      productId: l.product.id,
      variantId: seedUuid(`variant:${l.product.slug}:${l.size}`),
      name: l.product.name,
      size: l.size,
      color: l.color,
      unitPriceCents: l.product.def.priceCents,
      quantity: l.quantity,
      fulfilmentId,
      fulfilmentState: 'delivered' as const,
      shipmentId,
      createdAt: orderedAt,
    })),
  )

  const approved = designs.find((d) => d.createdBy.id === alice.id && d.status === 'approved')
  const notes: Omit<typeof notifications.$inferInsert, 'userId'>[] = [
    {
      type: 'system',
      title: 'Welcome to RDO',
      message: 'Your account is ready. Explore the latest drops and vote on community designs.',
      link: '/products',
      read: true,
      createdAt: daysAgo(ctx.now, 90),
    },
    {
      type: 'order_status',
      title: 'Payment received',
      message: `We received the payment for order #${orderId.slice(0, 8)}.`,
      link: '/orders',
      read: true,
      data: { order_id: orderId },
      createdAt: orderedAt,
    },
    {
      type: 'order_shipped',
      title: 'Your order has shipped',
      message: `Order #${orderId.slice(0, 8)} is on its way.`,
      link: '/orders',
      read: true,
      data: { order_id: orderId },
      createdAt: daysAgo(ctx.now, 11),
    },
    {
      type: 'order_delivered',
      title: 'Your order was delivered',
      message: `Order #${orderId.slice(0, 8)} was delivered. Enjoy!`,
      link: '/orders',
      read: false,
      data: { order_id: orderId },
      createdAt: daysAgo(ctx.now, 6),
    },
    {
      type: 'support_reply',
      title: 'New reply to your ticket',
      message: 'Our team replied to "Sizing question for the Degen Mode Hoodie".',
      link: '/support',
      read: false,
      createdAt: daysAgo(ctx.now, 1),
    },
  ]
  if (approved)
    notes.push({
      type: 'system',
      title: 'Your design was approved',
      message: `"${approved.title}" is now live in the community gallery.`,
      link: `/community-designs/${approved.id}`,
      read: false,
      data: { design_id: approved.id },
      createdAt: daysAgo(ctx.now, 20),
    })
  await tx
    .insert(notifications)
    .values(notes.map((n, i) => ({ ...n, id: seedUuid(`notification:alice:${i}`), userId: alice.id })))

  const ticketId = seedUuid('ticket:alice:1')
  await tx.insert(supportTickets).values({
    id: ticketId,
    userId: alice.id,
    contactName: 'Alice Johnson',
    contactEmail: alice.email,
    subject: 'Sizing question for the Degen Mode Hoodie',
    message:
      'Hi! I usually wear M in tees. Should I size up for the Degen Mode Hoodie or is it already oversized?',
    priority: 'low',
    status: 'in_progress',
    source: 'support',
    createdAt: daysAgo(ctx.now, 2),
    updatedAt: daysAgo(ctx.now, 1),
  })
  await tx.insert(supportMessages).values([
    {
      id: seedUuid('ticket:alice:1:msg:0'),
      ticketId,
      userId: alice.id,
      message: 'Also, does it shrink after washing?',
      isStaff: false,
      createdAt: daysAgo(ctx.now, 1.9),
    },
    {
      id: seedUuid('ticket:alice:1:msg:1'),
      ticketId,
      userId: admin.id,
      message:
        'Hi Alice! The hoodie has a relaxed fit, so your usual M will feel slightly oversized. Wash cold and tumble dry low and it keeps its size.',
      isStaff: true,
      createdAt: daysAgo(ctx.now, 1),
    },
  ])

  await tx.insert(marketingSubscribers).values({
    id: seedUuid('subscriber:alice'),
    email: alice.email.toLowerCase(),
    userId: alice.id,
    firstName: 'Alice',
    lastName: 'Johnson',
    status: 'active',
    preferences: { newsletter: true, promotional: true, product_updates: true, frequency: 'weekly' },
    createdAt: daysAgo(ctx.now, 89),
    updatedAt: daysAgo(ctx.now, 89),
  })
  await tx.insert(marketingSegments).values({
    id: seedUuid('segment:newsletter'),
    name: 'Newsletter subscribers',
    description: 'Active subscribers who opted in to every kind of email.',
    criteria: {
      preferences: { newsletter: true, promotional: true, product_updates: true },
      status: 'active',
    },
    createdAt: daysAgo(ctx.now, 60),
  })
}
