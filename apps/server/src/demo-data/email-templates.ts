import { emailTemplates, type EmailTemplateVariables } from '../db/schema/index.ts'
import { seedUuid } from './rng.ts'
import type { SeedContext, SeedTx } from './types.ts'

function layout(heading: string, body: string): string {
  return `<!doctype html>
<html>
  <body style="margin:0;padding:0;background:#0b0b12;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b12;padding:24px 0">
      <tr><td align="center">
        <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden">
          <tr><td style="background:linear-gradient(135deg,#9945FF,#14F195);padding:24px;text-align:center">
            <span style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#ffffff">RDO</span>
          </td></tr>
          <tr><td style="padding:32px">
            <h1 style="margin:0 0 16px;font-size:22px">${heading}</h1>
            ${body}
          </td></tr>
          <tr><td style="padding:16px 32px;background:#f4f4f6;font-size:12px;color:#666;text-align:center">
            RDO shop &middot; Crypto streetwear for the community
          </td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${href}" style="background:#9945FF;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold">${label}</a></p>`

function vars(entries: [string, string, string][]): EmailTemplateVariables {
  return Object.fromEntries(
    entries.map(([name, description, example]) => [name, { name, description, example }]),
  )
}

const FIRST_NAME: [string, string, string] = ['first_name', "Recipient's first name", 'Alice']
const EMAIL: [string, string, string] = ['email', "Recipient's email address", 'alice@example.com']
const ORDER_ID: [string, string, string] = ['order_id', 'Short order number', '3f9a2c1b']

type TemplateDef = {
  name: string
  description: string
  subject: string
  html: string
  text: string
  variables: EmailTemplateVariables
}

export const EMAIL_TEMPLATES: TemplateDef[] = [
  {
    name: 'welcome',
    description: 'Sent once, when the customer has verified their email address.',
    subject: 'Welcome to RDO, {{first_name}}!',
    html: layout(
      'Welcome, {{first_name}}!',
      `<p>Your account <strong>{{email}}</strong> is ready. Browse the latest drops, vote on community designs and submit your own.</p><p>See you in the gallery!</p>`,
    ),
    text: 'Welcome, {{first_name}}!\n\nYour account {{email}} is ready. Browse the latest drops, vote on community designs and submit your own.',
    variables: vars([FIRST_NAME, EMAIL]),
  },
  {
    name: 'order-confirmation',
    description: 'Sent when an order is paid.',
    subject: 'Order #{{order_id}} confirmed',
    html: layout(
      'Thanks for your order, {{first_name}}!',
      `<p>We received the payment for order <strong>#{{order_id}}</strong>.</p><p>Subtotal: {{subtotal}}<br>{{#if discount}}Discount{{#if discount_code}} ({{discount_code}}){{/if}}: −{{discount}}<br>{{/if}}Shipping: {{shipping}}<br>{{#if tax}}Tax: {{tax}}<br>{{/if}}Total: <strong>{{order_total}}</strong></p><p>We will email you again when it ships.</p>${button('{{order_url}}', 'View your order')}`,
    ),
    text: 'Thanks for your order, {{first_name}}!\n\nOrder #{{order_id}} is confirmed.\nSubtotal: {{subtotal}}\n{{#if discount}}Discount{{#if discount_code}} ({{discount_code}}){{/if}}: -{{discount}}\n{{/if}}Shipping: {{shipping}}\n{{#if tax}}Tax: {{tax}}\n{{/if}}Total: {{order_total}}\nView it at {{order_url}}.',
    variables: vars([
      FIRST_NAME,
      ORDER_ID,
      ['subtotal', 'Items before discount, shipping and tax', '$80.00'],
      ['discount_code', 'The discount code used, if any', 'TEES20'],
      ['discount', 'The discount, if any', '$16.00'],
      ['shipping', 'Shipping ("Free" when free)', '$5.95'],
      ['tax', 'Sales tax, if any', '$4.00'],
      ['order_total', 'Order total with currency', '$73.95'],
      ['order_url', 'Link to the order', 'https://rdo.shop/orders'],
    ]),
  },
  {
    name: 'password-reset',
    description: 'Sent when someone asks to reset their password.',
    subject: 'Reset your RDO password',
    html: layout(
      'Reset your password',
      `<p>Hi {{first_name}}, we received a request to reset the password for {{email}}.</p>${button('{{reset_url}}', 'Choose a new password')}<p style="font-size:13px;color:#666">This link expires in one hour. If you did not ask for it, you can ignore this email.</p>`,
    ),
    text: 'Hi {{first_name}},\n\nReset your password here: {{reset_url}}\nThe link expires in one hour. If you did not ask for it, ignore this email.',
    variables: vars([
      FIRST_NAME,
      EMAIL,
      ['reset_url', 'Password reset link', 'https://rdo.shop/reset-password?token=abc123'],
    ]),
  },
  {
    name: 'shipping-confirmation',
    description: 'Sent when an order ships.',
    subject: 'Order #{{order_id}} has shipped',
    html: layout(
      'Your order is on its way',
      `<p>Hi {{first_name}}, {{#if partial}}part of {{/if}}order <strong>#{{order_id}}</strong> has shipped with {{carrier}}{{#if service}} ({{service}}){{/if}}.</p>{{#if tracking_number}}<p>Tracking number: {{#if tracking_url}}<a href="{{tracking_url}}">{{tracking_number}}</a>{{else}}<strong>{{tracking_number}}</strong>{{/if}}</p>{{/if}}{{#if delivery_date}}<p>Estimated delivery: <strong>{{delivery_date}}</strong></p>{{/if}}${button('{{order_url}}', 'Track your order')}`,
    ),
    text: 'Hi {{first_name}},\n\nOrder #{{order_id}} shipped with {{carrier}}.{{#if tracking_number}} Tracking number: {{tracking_number}} {{tracking_url}}{{/if}}\n{{order_url}}',
    variables: vars([
      FIRST_NAME,
      ORDER_ID,
      ['carrier', 'Shipping carrier', 'USPS'],
      ['service', 'Shipping service', 'Standard'],
      ['delivery_date', 'Estimated delivery date', 'June 12, 2025'],
      ['partial', 'Set when more of the order is still to ship', ''],
      ['tracking_number', 'Tracking number of the parcel', '9400111899223817612345'],
      [
        'tracking_url',
        'The carrier’s tracking page',
        'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223817612345',
      ],
      ['order_url', 'Link to the order', 'https://rdo.shop/orders'],
    ]),
  },
  {
    name: 'design-approved',
    description: 'Sent when a community design is approved.',
    subject: 'Your design "{{design_title}}" was approved',
    html: layout(
      'Congratulations, {{first_name}}!',
      `<p>Your design <strong>{{design_title}}</strong> is now live in the community gallery. Share it and gather votes!</p>${button('{{design_url}}', 'See your design')}`,
    ),
    text: 'Congratulations, {{first_name}}!\n\nYour design "{{design_title}}" is now live: {{design_url}}',
    variables: vars([
      FIRST_NAME,
      ['design_title', 'Title of the design', 'Neon Validator Skyline'],
      ['design_url', 'Link to the design', 'https://rdo.shop/community-designs/123'],
    ]),
  },
  {
    name: 'design-rejected',
    description: 'Sent when a community design is rejected, with the reviewer feedback.',
    subject: 'An update on your design "{{design_title}}"',
    html: layout(
      'Thanks for your submission, {{first_name}}',
      `<p>We reviewed <strong>{{design_title}}</strong> and could not approve it this time.</p><blockquote style="margin:16px 0;padding:12px 16px;background:#f4f4f6;border-left:4px solid #9945FF">{{feedback}}</blockquote><p>You are welcome to revise it and submit again.</p>${button('{{submit_url}}', 'Submit a new design')}`,
    ),
    text: 'Thanks for your submission, {{first_name}}.\n\nWe could not approve "{{design_title}}" this time.\nFeedback: {{feedback}}\n\nSubmit again: {{submit_url}}',
    variables: vars([
      FIRST_NAME,
      ['design_title', 'Title of the design', 'Rug Weaver'],
      ['feedback', 'Reviewer feedback', 'The text is too small to print clearly.'],
      ['submit_url', 'Link to the submission form', 'https://rdo.shop/design-submission'],
    ]),
  },
  {
    name: 'marketing-newsletter',
    description: 'Newsletter layout for campaigns.',
    subject: '{{headline}}',
    html: layout(
      '{{headline}}',
      `<p>Hi {{first_name}},</p><p>{{body}}</p>${button('{{cta_url}}', 'Shop the drop')}<p style="font-size:12px;color:#666">You receive this because you subscribed with {{email}}. <a href="{{unsubscribe_url}}" style="color:#666">Unsubscribe</a></p>`,
    ),
    text: 'Hi {{first_name}},\n\n{{body}}\n\nShop the drop: {{cta_url}}\n\nUnsubscribe: {{unsubscribe_url}}',
    variables: vars([
      FIRST_NAME,
      EMAIL,
      ['headline', 'Newsletter headline', 'The Degen Mode drop is live'],
      ['body', 'Main paragraph', 'Our heaviest hoodie yet just landed, in four colours.'],
      ['cta_url', 'Button link', 'https://rdo.shop/products'],
      ['unsubscribe_url', 'One-click unsubscribe link', 'https://rdo.shop/unsubscribe?token=abc'],
    ]),
  },
]

export async function seedEmailTemplates(tx: SeedTx, ctx: SeedContext) {
  await tx.insert(emailTemplates).values(
    EMAIL_TEMPLATES.map((t) => ({
      id: seedUuid(`email-template:${t.name}`),
      name: t.name,
      description: t.description,
      subject: t.subject,
      htmlContent: t.html,
      textContent: t.text,
      isActive: true,
      variables: t.variables,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })),
  )
}
