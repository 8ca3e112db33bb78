import { useId } from 'react'
import { Switch } from 'radix-ui'
import { cn } from '@/lib/cn'

interface PreferenceSwitchProps {
  label: string
  description?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}

/** One labelled on/off preference; the description is announced as the switch's description. */
export function PreferenceSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: PreferenceSwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {description && (
          <span id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </span>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-muted-foreground/70 transition-colors duration-150',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          'data-[state=checked]:bg-brand-violet',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform duration-150 data-[state=checked]:translate-x-[1.3rem]" />
      </Switch.Root>
    </div>
  )
}
