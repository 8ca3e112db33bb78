import { Link } from 'react-router'
import { DiscordIcon, TelegramIcon, XIcon } from '@/components/icons/social-icons'
import { NewsletterForm } from '@/features/email'
import { SOCIAL_LINKS } from '@/lib/site-config'
import { Logo } from '../top-bar/logo'

const YEAR = new Date().getFullYear()

const QUICK_LINKS = [
  { to: '/products', label: 'Shop' },
  { to: '/community-designs', label: 'Community Designs' },
  { to: '/token', label: 'Buy $RDO' },
  { to: '/partner-program', label: 'Partner Program' },
  { to: '/design-submission', label: 'Submit a Design' },
]

const SUPPORT_LINKS = [
  { to: '/shipping-info', label: 'Shipping Info' },
  { to: '/returns', label: 'Returns' },
  { to: '/size-guide', label: 'Size Guide' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/support', label: 'Support Tickets' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
]

const SOCIALS = [
  { href: SOCIAL_LINKS.x, label: 'RDO on X (Twitter)', icon: XIcon },
  { href: SOCIAL_LINKS.telegram, label: 'RDO on Telegram', icon: TelegramIcon },
  { href: SOCIAL_LINKS.discord, label: 'RDO on Discord', icon: DiscordIcon },
]

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-display text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function Footer() {
  return (
    <footer className="mt-16 border-t bg-card/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Limited-edition streetwear for the $RDO community on Solana. Designed by holders, dropped in small
            runs.
          </p>
          <ul className="flex gap-2" aria-label="Social links">
            {SOCIALS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-10 items-center justify-center rounded-full border text-muted-foreground transition-colors hover:border-brand-violet hover:text-foreground"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn title="Support" links={SUPPORT_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>© {YEAR} RDO shop. All rights reserved.</p>
          <p>$RDO is a community meme token. Nothing here is financial advice.</p>
        </div>
      </div>
    </footer>
  )
}
