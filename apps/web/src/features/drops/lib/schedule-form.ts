import { DROP_MAX_PER_CUSTOMER, DROP_MESSAGES, type AdminDrop, type DropScheduleBody } from '@rdo/contracts'
import { instantToZonedWallTime, isKnownTimeZone, zonedWallTimeToInstant, formatInZone } from './zoned-time'

/** The schedule editor's fields as typed: wall-clock times in `timeZone`, numbers as text. */
export interface ScheduleFormValues {
  startsAt: string
  timeZone: string
  holderWindow: boolean
  holderStartsAt: string
  holderMinimum: string
  perCustomerLimit: string
}
export type ScheduleFormErrors = Partial<Record<keyof ScheduleFormValues, string>>

export const DEFAULT_HOLDER_MINIMUM = '100'
export const LIMIT_OPTIONS = Array.from({ length: DROP_MAX_PER_CUSTOMER }, (_, i) => i + 1)

export const SCHEDULE_FORM_MESSAGES = {
  startRequired: 'Please choose the start date and time',
  holderStartRequired: 'Please choose when holders may start',
  holderMinimumInvalid: 'Enter the $RDO a holder needs (0 or more)',
  limitInvalid: `Choose a limit from 1 to ${DROP_MAX_PER_CUSTOMER}`,
  timeZoneInvalid: 'Choose a time zone',
} as const

/** The editor's starting values: the stored drop shown in its own zone, or an empty form in the admin's. */
export function dropToScheduleForm(drop: AdminDrop | null, adminZone: string): ScheduleFormValues {
  if (!drop) {
    return {
      startsAt: '',
      timeZone: adminZone,
      holderWindow: false,
      holderStartsAt: '',
      holderMinimum: DEFAULT_HOLDER_MINIMUM,
      perCustomerLimit: '1',
    }
  }
  const zone = isKnownTimeZone(drop.time_zone) ? drop.time_zone : 'UTC'
  return {
    startsAt: instantToZonedWallTime(drop.starts_at, zone),
    timeZone: zone,
    holderWindow: drop.holder_starts_at !== null,
    holderStartsAt: drop.holder_starts_at ? instantToZonedWallTime(drop.holder_starts_at, zone) : '',
    holderMinimum:
      drop.holder_minimum === null ? DEFAULT_HOLDER_MINIMUM : String(Number(drop.holder_minimum)),
    perCustomerLimit: String(drop.per_customer_limit),
  }
}

type Checked = { body: DropScheduleBody; errors: null } | { body: null; errors: ScheduleFormErrors }

/**
 * The PUT body (times as ISO instants with the zone's offset), or the fields' problems. A start that
 * was already stored may lie in the past (the drop is running and the admin changes its limit); any
 * other start must be after `nowMs`, a reading of the server's clock.
 */
export function scheduleFormToBody(
  values: ScheduleFormValues,
  nowMs: number,
  storedStartsAt: string | null = null,
): Checked {
  const errors: ScheduleFormErrors = {}
  const zone = values.timeZone.trim()
  if (!zone || !isKnownTimeZone(zone)) errors.timeZone = SCHEDULE_FORM_MESSAGES.timeZoneInvalid
  const okZone = !errors.timeZone
  const start = okZone ? zonedWallTimeToInstant(values.startsAt, zone) : null
  if (okZone && start === null) errors.startsAt = SCHEDULE_FORM_MESSAGES.startRequired
  const unchanged = storedStartsAt !== null && start === Date.parse(storedStartsAt)
  if (start !== null && start <= nowMs && !unchanged) errors.startsAt = DROP_MESSAGES.startInPast

  let holderStart: number | null = null
  let holderMinimum: number | null = null
  if (values.holderWindow) {
    holderStart = okZone ? zonedWallTimeToInstant(values.holderStartsAt, zone) : null
    if (okZone && holderStart === null) errors.holderStartsAt = SCHEDULE_FORM_MESSAGES.holderStartRequired
    else if (holderStart !== null && start !== null && holderStart >= start) {
      errors.holderStartsAt = DROP_MESSAGES.holderWindowOrder
    }
    holderMinimum = values.holderMinimum.trim() === '' ? Number.NaN : Number(values.holderMinimum)
    if (!Number.isFinite(holderMinimum) || holderMinimum < 0) {
      errors.holderMinimum = SCHEDULE_FORM_MESSAGES.holderMinimumInvalid
    }
  }
  const limit = Number(values.perCustomerLimit)
  if (!Number.isInteger(limit) || limit < 1 || limit > DROP_MAX_PER_CUSTOMER) {
    errors.perCustomerLimit = SCHEDULE_FORM_MESSAGES.limitInvalid
  }

  if (Object.keys(errors).length > 0 || start === null) return { body: null, errors }
  return {
    body: {
      starts_at: formatInZone(start, zone),
      holder_starts_at: holderStart === null ? null : formatInZone(holderStart, zone),
      holder_minimum: values.holderWindow ? holderMinimum : null,
      per_customer_limit: limit,
      time_zone: zone,
    },
    errors: null,
  }
}
