import { useId, useState, type FormEvent } from 'react'
import type { Segment, SegmentBody } from '@rdo/contracts/email-marketing-admin'
import { SUBSCRIBER_STATUSES } from '@rdo/contracts/email'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { useSaveSegment, useSegmentCount } from '../api/segments'
import { PREFERENCE_KEYS, PREFERENCE_LABELS, SUBSCRIBER_STATUS_LABELS, formatCount } from '../lib/labels'
import { criteriaBody, criteriaForm, type CriteriaForm } from '../lib/segment-criteria'
import { SegmentRulesEditor } from './segment-rules-editor'

/** How many subscribers the criteria match now, and of those how many a campaign would reach. */
function LiveCount({ criteria }: { criteria: CriteriaForm }) {
  const body = criteriaBody(criteria)
  const plain = { preferences: criteria.preferences, status: criteria.status }
  const count = useSegmentCount(body.error === null ? body.criteria : plain, body.error === null)
  let text: string
  if (body.error !== null) text = 'Finish the behaviour rules to see the count.'
  else if (count.data) {
    text = `${formatCount(count.data.count)} matching subscribers · ${formatCount(count.data.sendable)} would receive a campaign`
  } else if (count.isError) text = 'The count could not be read.'
  else text = 'Counting…'
  return (
    <p
      aria-live="polite"
      aria-busy={count.isFetching}
      className="rounded-lg border bg-muted/50 px-3 py-2 font-mono text-sm tabular-nums"
    >
      {text}
    </p>
  )
}

function SegmentForm({ segment, onDone }: { segment: Segment | null; onDone: () => void }) {
  const id = useId()
  const save = useSaveSegment()
  const [name, setName] = useState(segment?.name ?? '')
  const [description, setDescription] = useState(segment?.description ?? '')
  const [criteria, setCriteria] = useState<CriteriaForm>(() => criteriaForm(segment?.criteria))
  const [nameError, setNameError] = useState<string | undefined>()
  const [serverError, setServerError] = useState<string | null>(null)
  const [rulesError, setRulesError] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setNameError(M.nameRequired)
      document.getElementById(`${id}-name`)?.focus()
      return
    }
    const checked = criteriaBody(criteria)
    if (checked.error !== null) {
      setRulesError(checked.error)
      return
    }
    const body: SegmentBody = {
      name: name.trim(),
      description: description.trim() || null,
      criteria: checked.criteria,
    }
    setServerError(null)
    try {
      await save.mutateAsync({ id: segment?.id ?? null, body })
      onDone()
    } catch (error) {
      setServerError(errorMessage(error, segment ? M.segmentUpdateFailed : M.segmentCreateFailed))
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert>{serverError}</FormAlert>
      <FormField label="Name" required error={nameError} id={`${id}-name`}>
        <Input
          value={name}
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value)
            setNameError(undefined)
          }}
        />
      </FormField>
      <FormField label="Description" id={`${id}-description`}>
        <Input value={description} autoComplete="off" onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Subscribers who want</legend>
        <p className="text-xs text-muted-foreground">
          A ticked preference must be on; an unticked one may be either.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
          {PREFERENCE_KEYS.map((key) => (
            <div key={key} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${key}`}
                checked={criteria.preferences[key]}
                onCheckedChange={(checked) =>
                  setCriteria((c) => ({ ...c, preferences: { ...c.preferences, [key]: checked === true } }))
                }
              />
              <label htmlFor={`${id}-${key}`} className="text-sm">
                {PREFERENCE_LABELS[key]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <FormField
        label="Subscriber status"
        id={`${id}-status`}
        hint="Campaigns only ever send to active subscribers; other statuses are for counting."
      >
        <NativeSelect
          value={criteria.status}
          onChange={(e) => setCriteria((c) => ({ ...c, status: e.target.value as CriteriaForm['status'] }))}
        >
          {SUBSCRIBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {SUBSCRIBER_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <SegmentRulesEditor
        rules={criteria.rules}
        error={rulesError}
        onChange={(rules) => {
          setCriteria((c) => ({ ...c, rules }))
          setRulesError(null)
        }}
      />
      <LiveCount criteria={criteria} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {segment ? 'Save changes' : 'Create segment'}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Creates a segment (`segment` null) or edits one, with the live count of who it holds. */
export function SegmentFormDialog({
  open,
  segment,
  onClose,
}: {
  open: boolean
  segment: Segment | null
  onClose: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{segment ? `Edit ${segment.name}` : 'New segment'}</DialogTitle>
          <DialogDescription>
            Who a campaign goes to, by their email preferences, status and what they did in the shop.
          </DialogDescription>
        </DialogHeader>
        {open && <SegmentForm key={segment?.id ?? 'new'} segment={segment} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}
