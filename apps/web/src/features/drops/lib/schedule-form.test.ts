import { describe, expect, it } from 'vitest'
import { DROP_MESSAGES, type AdminDrop } from '@rdo/contracts'
import {
  dropToScheduleForm,
  SCHEDULE_FORM_MESSAGES as M,
  scheduleFormToBody,
  type ScheduleFormValues,
} from './schedule-form'

const now = Date.parse('2026-06-01T12:00:00Z')
const base: ScheduleFormValues = {
  startsAt: '2026-07-01T18:00',
  timeZone: 'Europe/Paris',
  holderWindow: false,
  holderStartsAt: '',
  holderMinimum: '100',
  perCustomerLimit: '2',
}

describe('scheduleFormToBody', () => {
  it('sends the wall time as an instant with the zone’s offset', () => {
    expect(scheduleFormToBody(base, now)).toEqual({
      body: {
        starts_at: '2026-07-01T18:00:00+02:00',
        holder_starts_at: null,
        holder_minimum: null,
        per_customer_limit: 2,
        time_zone: 'Europe/Paris',
      },
      errors: null,
    })
  })

  it('adds the holder window in the same zone', () => {
    const result = scheduleFormToBody(
      { ...base, holderWindow: true, holderStartsAt: '2026-07-01T17:00', holderMinimum: '250.5' },
      now,
    )
    expect(result.body).toMatchObject({
      holder_starts_at: '2026-07-01T17:00:00+02:00',
      holder_minimum: 250.5,
    })
  })

  it('says what is wrong with each field', () => {
    expect(scheduleFormToBody({ ...base, startsAt: '' }, now).errors).toEqual({ startsAt: M.startRequired })
    expect(scheduleFormToBody({ ...base, startsAt: '2026-05-01T10:00' }, now).errors).toEqual({
      startsAt: DROP_MESSAGES.startInPast,
    })
    expect(
      scheduleFormToBody({ ...base, holderWindow: true, holderStartsAt: '2026-07-01T18:00' }, now).errors,
    ).toEqual({ holderStartsAt: DROP_MESSAGES.holderWindowOrder })
    expect(scheduleFormToBody({ ...base, holderWindow: true }, now).errors).toEqual({
      holderStartsAt: M.holderStartRequired,
    })
    expect(
      scheduleFormToBody(
        { ...base, holderWindow: true, holderStartsAt: '2026-07-01T17:00', holderMinimum: '-1' },
        now,
      ).errors,
    ).toEqual({ holderMinimum: M.holderMinimumInvalid })
    expect(scheduleFormToBody({ ...base, perCustomerLimit: '11' }, now).errors).toEqual({
      perCustomerLimit: M.limitInvalid,
    })
    expect(scheduleFormToBody({ ...base, timeZone: 'Mars/Olympus' }, now).errors).toEqual({
      timeZone: M.timeZoneInvalid,
    })
  })

  it('lets a running drop keep its start while other settings change', () => {
    const stored = '2026-05-01T08:00:00Z'
    const values = { ...base, startsAt: '2026-05-01T10:00' }
    expect(scheduleFormToBody(values, now, stored).errors).toBeNull()
    expect(scheduleFormToBody({ ...values, startsAt: '2026-05-01T10:05' }, now, stored).errors).toEqual({
      startsAt: DROP_MESSAGES.startInPast,
    })
  })
})

describe('dropToScheduleForm', () => {
  const drop: AdminDrop = {
    id: 'd1',
    product_id: 'p1',
    starts_at: '2026-07-01T16:00:00.000Z',
    holder_starts_at: '2026-07-01T15:00:00.000Z',
    holder_minimum: '100.000000',
    per_customer_limit: 3,
    time_zone: 'Europe/Paris',
    notified_at: null,
  }

  it('shows a stored drop in its own zone, and round-trips to the same instants', () => {
    const values = dropToScheduleForm(drop, 'America/New_York')
    expect(values).toEqual({
      startsAt: '2026-07-01T18:00',
      timeZone: 'Europe/Paris',
      holderWindow: true,
      holderStartsAt: '2026-07-01T17:00',
      holderMinimum: '100',
      perCustomerLimit: '3',
    })
    const body = scheduleFormToBody(values, now).body!
    expect(Date.parse(body.starts_at)).toBe(Date.parse(drop.starts_at))
    expect(Date.parse(body.holder_starts_at!)).toBe(Date.parse(drop.holder_starts_at!))
  })

  it('starts a new schedule in the admin’s zone with the defaults', () => {
    expect(dropToScheduleForm(null, 'Asia/Tokyo')).toMatchObject({
      startsAt: '',
      timeZone: 'Asia/Tokyo',
      holderWindow: false,
      holderMinimum: '100',
      perCustomerLimit: '1',
    })
  })
})
