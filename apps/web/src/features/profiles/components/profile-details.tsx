import type { ReactNode } from 'react'
import type { Profile } from '@rdo/contracts'
import { formatAddress } from './address-fields'

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  )
}

const notSet = <span className="text-muted-foreground">Not set</span>

/** The read-only side of the profile page. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const address = formatAddress(profile.default_shipping_address)
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      <Detail label="Email">{profile.email}</Detail>
      <Detail label="Full name">{profile.full_name || notSet}</Detail>
      <Detail label="Username">
        {profile.username ? <span className="font-mono">@{profile.username}</span> : notSet}
      </Detail>
      <Detail label="Phone">
        {profile.phone_number ? <span className="font-mono">{profile.phone_number}</span> : notSet}
      </Detail>
      <Detail label="Default shipping address" wide>
        {address.length ? (
          <address className="not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          notSet
        )}
      </Detail>
    </dl>
  )
}
