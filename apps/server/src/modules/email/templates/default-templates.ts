/**
 * Built-in versions of the named templates. An active row of the same name in email_templates
 * (editable by admins) takes precedence.
 */
export type BuiltInTemplate = { subject: string; html: string }

const layout = (
  body: string,
) => `<!doctype html><html><body style="margin:0;background:#0b0b0f;font-family:Inter,Arial,sans-serif;color:#e8e8ee">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#15151c;border:1px solid #26262f;border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-size:22px;font-weight:700;letter-spacing:1px">RDO<span style="color:#14f195">.</span>SHOP</td></tr>
<tr><td style="padding:8px 32px 32px;font-size:15px;line-height:1.6">${body}</td></tr>
</table><p style="color:#8b8b99;font-size:12px">RDO Shop · limited-edition crypto streetwear</p></td></tr></table></body></html>`

const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;background:#9945ff;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${label}</a></p>`

export const builtInTemplates: Record<string, BuiltInTemplate> = {
  'verify-email': {
    subject: 'Confirm your email for RDO Shop',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Confirm your email address to finish creating your RDO Shop account.</p>${button('{{verify_url}}', 'Verify email')}<p style="color:#8b8b99">Or open this link: {{verify_url}}</p><p>If you did not sign up, ignore this email.</p>`,
    ),
  },
  'password-reset': {
    subject: 'Reset your RDO Shop password',
    html: layout(
      `<p>Hi {{first_name}},</p><p>We received a request to reset your password. The link is valid for one hour and can be used once.</p>${button('{{reset_url}}', 'Choose a new password')}<p style="color:#8b8b99">Or open this link: {{reset_url}}</p><p>If you did not ask for this, you can ignore this email.</p>`,
    ),
  },
  'password-changed': {
    subject: 'Your RDO Shop password was changed',
    html: layout(
      `<p>Hi {{first_name}},</p><p>The password of your RDO Shop account ({{email}}) was just changed and your other sessions were signed out.</p><p>If this was not you, reset your password right away and contact support.</p>`,
    ),
  },
  welcome: {
    subject: 'Welcome to RDO Shop, {{first_name}}',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Welcome aboard. Limited drops go fast: keep an eye on your inbox.</p>`,
    ),
  },
  'order-confirmation': {
    subject: 'Order {{order_number}} confirmed',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Thanks for your order <strong>{{order_number}}</strong>.</p><table width="100%" style="font-size:14px">{{#each items}}<tr><td>{{quantity}} × {{product_name}}{{#if variant}} ({{variant}}){{/if}}</td><td align="right">{{price}}</td></tr>{{/each}}</table><p>{{#if discount}}Discount{{#if discount_code}} ({{discount_code}}){{/if}}: −{{discount}}<br>{{/if}}Shipping: {{shipping}}<br>{{#if tax}}Tax: {{tax}}<br>{{/if}}<strong>Total: {{total}}</strong></p><p>Ship to: {{address}}</p>${button('{{orders_url}}', 'View your orders')}`,
    ),
  },
  'payment-confirmation': {
    subject: 'Payment received for order {{order_number}}',
    html: layout(
      `<p>Hi {{first_name}},</p><p>We received your payment of <strong>{{total}}</strong> for order <strong>{{order_number}}</strong>. It is now being processed; we will email you again when it ships.</p><table width="100%" style="font-size:14px">{{#each items}}<tr><td>{{quantity}} × {{product_name}}{{#if variant}} ({{variant}}){{/if}}</td><td align="right">{{price}}</td></tr>{{/each}}</table><p>{{#if discount}}Discount{{#if discount_code}} ({{discount_code}}){{/if}}: −{{discount}}<br>{{/if}}Shipping: {{shipping}}<br>{{#if tax}}Tax: {{tax}}<br>{{/if}}<strong>Total: {{total}}</strong></p>${button('{{orders_url}}', 'View your orders')}`,
    ),
  },
  'shipping-confirmation': {
    subject: 'Order {{order_number}} has shipped',
    html: layout(
      `<p>Hi {{first_name}},</p><p>{{#if partial}}Part of your order{{else}}Your order{{/if}} <strong>{{order_number}}</strong> is on its way{{#if carrier}} with {{carrier}}{{#if service}} ({{service}}){{/if}}{{/if}}.</p>{{#if tracking_number}}<p>Tracking number: {{#if tracking_url}}<a href="{{tracking_url}}">{{tracking_number}}</a>{{else}}<strong>{{tracking_number}}</strong>{{/if}}</p>{{/if}}{{#if shipped_items}}<ul>{{#each shipped_items}}<li>{{quantity}} × {{product_name}}{{#if variant}} ({{variant}}){{/if}}</li>{{/each}}</ul>{{/if}}{{#if delivery_date}}<p>Estimated delivery: <strong>{{delivery_date}}</strong></p>{{/if}}${button('{{order_url}}', 'View your order')}`,
    ),
  },
  'order-delivered': {
    subject: 'Order {{order_number}} was delivered',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Your order <strong>{{order_number}}</strong> was delivered. Enjoy your new gear!</p><p>Something not right? Our returns page explains how to send it back.</p>${button('{{order_url}}', 'View your orders')}`,
    ),
  },
  'order-status-update': {
    subject: 'Order {{order_number}}: {{status_label}}',
    html: layout(
      `<p>Hi {{first_name}},</p><p>{{status_message}}</p><p>Order <strong>{{order_number}}</strong> · total {{total}}</p>${button('{{order_url}}', 'View your orders')}`,
    ),
  },
  // Refunds and returns (refund-emails.ts): order-refund {refund_amount, refund_items, refund_shipping,
  // refund_other, refund_reason, refunded_total, fully_refunded}; return-approved / return-rejected
  // {message, return_items}; each with the order's data, order_id and order_url.
  'order-refund': {
    subject: 'Refund of {{refund_amount}} for order {{order_number}}',
    html: layout(
      `<p>Hi {{first_name}},</p><p>We refunded <strong>{{refund_amount}}</strong> for your order <strong>{{order_number}}</strong> to your original payment method. It can take a few days to show on your statement.</p>{{#if refund_items}}<table width="100%" style="font-size:14px">{{#each refund_items}}<tr><td>{{quantity}} × {{product_name}}{{#if variant}} ({{variant}}){{/if}}</td><td align="right">{{amount}}</td></tr>{{/each}}</table>{{/if}}{{#if refund_shipping}}<p>Shipping: {{refund_shipping}}</p>{{/if}}{{#if refund_other}}<p>Other amount: {{refund_other}}</p>{{/if}}{{#if refund_reason}}<p>{{refund_reason}}</p>{{/if}}<p>Refunded so far: <strong>{{refunded_total}}</strong> of {{total}}{{#if fully_refunded}} (the whole order){{/if}}.</p>${button('{{order_url}}', 'View your order')}`,
    ),
  },
  'return-approved': {
    subject: 'Your return for order {{order_number}} is approved',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Your return for order <strong>{{order_number}}</strong> is approved:</p><ul>{{#each return_items}}<li>{{quantity}} × {{product_name}}</li>{{/each}}</ul><p><strong>How to send it back</strong></p><p style="white-space:pre-wrap">{{message}}</p><p>We refund you as soon as it arrives.</p>${button('{{order_url}}', 'View your order')}`,
    ),
  },
  'return-rejected': {
    subject: 'Your return for order {{order_number}}',
    html: layout(
      `<p>Hi {{first_name}},</p><p>We looked at your return request for order <strong>{{order_number}}</strong> and cannot accept it:</p><p style="white-space:pre-wrap">{{message}}</p><p>Questions? Reply through the Contact Us page.</p>${button('{{order_url}}', 'View your order')}`,
    ),
  },
  'design-approved': {
    subject: 'Your design "{{design_title}}" was approved',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Great news: your design <strong>{{design_title}}</strong> was approved.</p><p><a href="{{design_url}}">See your design</a></p>`,
    ),
  },
  'design-rejected': {
    subject: 'Changes requested for "{{design_title}}"',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Our team asked for changes to <strong>{{design_title}}</strong>:</p><p>{{feedback}}</p><p><a href="{{submit_url}}">Submit an updated design</a></p>`,
    ),
  },
  'marketing-newsletter': {
    subject: '{{subject}}',
    html: layout(`<p>Hi {{first_name}},</p>{{{content}}}`),
  },
  'support-ticket-staff': {
    subject: '[Support] {{subject}} ({{priority}})',
    html: layout(
      `<p>A new support ticket was opened.</p><p><strong>{{subject}}</strong> · priority {{priority}}</p><p>From: {{name}} &lt;{{email}}&gt;{{#if order_id}} · order {{order_id}}{{/if}}</p><p style="white-space:pre-wrap">{{message}}</p><p>Ticket id: {{ticket_id}}</p>`,
    ),
  },
  'support-reply': {
    subject: 'Re: {{subject}}',
    html: layout(
      `<p>Hi{{#if name}} {{name}}{{/if}},</p><p>Our support team replied to your message <strong>{{subject}}</strong>:</p><p style="white-space:pre-wrap">{{message}}</p><p>To follow up, write to us again from the Contact Us page.</p>`,
    ),
  },
  // Partner programme. To the admins: partner-application {project_name, token_symbol, website_url,
  // contact_name, contact_email, applicant_email, review_url}. To the partner (first_name, project_name and):
  // partner-approved {dashboard_url, submit_url}; partner-rejected {reason?, program_url};
  // partner-design-approved {design_title, store_url}; partner-design-rejected {design_title, reason?,
  // submit_url}; partner-payout {amount (formatted), transaction, dashboard_url}.
  'partner-application': {
    subject: 'New partner application: {{project_name}} (${{token_symbol}})',
    html: layout(
      `<p>A new partner application is waiting for review.</p><p><strong>{{project_name}}</strong> · \${{token_symbol}}<br>Website: {{website_url}}</p><p>Contact: {{contact_name}} &lt;{{contact_email}}&gt;<br>Account: {{applicant_email}}</p>${button('{{review_url}}', 'Review the application')}`,
    ),
  },
  'partner-approved': {
    subject: '{{project_name}} is now an RDO partner',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Great news: <strong>{{project_name}}</strong> was approved for the RDO partner programme.</p><p>Submit your first designs: each approved design goes on sale in your partner store as a t-shirt, a hoodie and a hat, and 20% of every sale is credited to your project.</p>${button('{{submit_url}}', 'Submit a design')}<p><a href="{{dashboard_url}}">Open your partner dashboard</a></p>`,
    ),
  },
  'partner-rejected': {
    subject: 'Your partner application for {{project_name}}',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Thank you for applying to the RDO partner programme with <strong>{{project_name}}</strong>. After review, we cannot accept the application at this time.</p>{{#if reason}}<p>{{reason}}</p>{{/if}}<p><a href="{{program_url}}">About the partner programme</a></p>`,
    ),
  },
  'partner-design-approved': {
    subject: 'Your design "{{design_title}}" is live in the {{project_name}} store',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Your design <strong>{{design_title}}</strong> was approved: it is now on sale in the {{project_name}} store as a t-shirt, a hoodie and a hat.</p>${button('{{store_url}}', 'See your store')}`,
    ),
  },
  'partner-design-rejected': {
    subject: 'Your design "{{design_title}}" was not approved',
    html: layout(
      `<p>Hi {{first_name}},</p><p>We reviewed <strong>{{design_title}}</strong> for the {{project_name}} store and could not approve it.</p>{{#if reason}}<p>{{reason}}</p>{{/if}}<p><a href="{{submit_url}}">Submit another design</a></p>`,
    ),
  },
  'partner-payout': {
    subject: 'Payout of {{amount}} sent to {{project_name}}',
    html: layout(
      `<p>Hi {{first_name}},</p><p>We sent a payout of <strong>{{amount}}</strong> for <strong>{{project_name}}</strong>, your share of its store sales.</p><p>Transaction: <span style="font-family:monospace">{{transaction}}</span></p>${button('{{dashboard_url}}', 'See your payment history')}`,
    ),
  },
  // design-payout {first_name, design_title, amount, asset, signature, wallet, rewards_url}
  'design-payout': {
    subject: 'Your design reward for "{{design_title}}" has been paid',
    html: layout(
      `<p>Hi {{first_name}},</p><p>We paid <strong>{{amount}} {{asset}}</strong> to your wallet <span style="font-family:monospace">{{wallet}}</span>, your reward for the design <strong>{{design_title}}</strong>.</p><p>Transaction: <span style="font-family:monospace">{{signature}}</span></p>${button('{{rewards_url}}', 'See your rewards')}`,
    ),
  },
  // Drop day: to wishlisters of the product and customers who asked to be told when it opens.
  'drop-open': {
    subject: '{{product_name}} is live',
    html: layout(
      `<p>Hi {{first_name}},</p><p>The drop you were waiting for is open: <strong>{{product_name}}</strong>. Small batch, no restocks: places in the checkout go first come, first served.</p>${button('{{product_url}}', 'Shop the drop')}<p style="color:#8b8b99">Or open this link: {{product_url}}</p>`,
    ),
  },
  // carts/cart-reminder.ts: one reminder per cart left by a customer who takes marketing emails.
  'abandoned-cart': {
    subject: 'You left something in your cart',
    html: layout(
      `<p>Hi {{first_name}},</p><p>Your cart is still waiting for you. Drops are small batches, so sizes can go quickly.</p><table width="100%" style="font-size:14px">{{#each items}}<tr><td>{{#if image_url}}<img src="{{image_url}}" alt="" width="48" height="48" style="border-radius:6px;vertical-align:middle;margin-right:8px">{{/if}}{{quantity}} × {{product_name}}</td><td align="right">{{price}}</td></tr>{{/each}}</table><p><strong>Subtotal: {{subtotal}}</strong></p>${button('{{cart_url}}', 'Back to your cart')}<p style="color:#8b8b99">Or open this link: {{cart_url}}</p><p style="color:#8b8b99;font-size:13px">You get this because you take RDO marketing emails. <a href="{{unsubscribe_url}}" style="color:#8b8b99">Unsubscribe with one click</a>.</p>`,
    ),
  },
  'newsletter-confirm': {
    subject: 'Confirm your RDO newsletter subscription',
    html: layout(
      `<p>Someone (hopefully you) asked to receive the RDO newsletter at this address.</p><p>Nothing is sent until you confirm. The link is valid for 24 hours.</p>${button('{{confirm_url}}', 'Confirm subscription')}<p style="color:#8b8b99">If you did not ask for this, ignore this email: you will not be subscribed.</p>`,
    ),
  },
  'newsletter-welcome': {
    subject: "You're on the RDO list",
    html: layout(
      `<p>Thanks for subscribing to the RDO newsletter!</p><p>Expect drop alerts, early access and community news, {{frequency}}.</p>${button('{{shop_url}}', 'Shop the collection')}<p style="color:#8b8b99;font-size:13px">Not for you? <a href="{{unsubscribe_url}}" style="color:#8b8b99">Unsubscribe with one click</a>.</p>`,
    ),
  },
}

/** The templates the shop sends by name: admins may edit or deactivate them, not delete them. */
export const BUILT_IN_TEMPLATE_NAMES: ReadonlySet<string> = new Set(Object.keys(builtInTemplates))
