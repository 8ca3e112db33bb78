import { Plus, X } from 'lucide-react'
import {
  SEGMENT_RULE_LABELS,
  SEGMENT_RULE_TYPES,
  isRuleGroup,
  type SegmentCondition,
  type SegmentRuleGroup,
  type SegmentRuleType,
} from '@rdo/contracts/segment-rules'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { mayNest, newCondition, newGroup, type Rule } from '../lib/segment-rules-form'
import { ConditionValue } from './segment-condition-fields'

function ConditionRow({
  rule,
  label,
  onChange,
  onRemove,
}: {
  rule: SegmentCondition
  label: string
  onChange: (rule: SegmentCondition) => void
  onRemove: () => void
}) {
  return (
    <li className="flex flex-wrap items-end gap-2 rounded-lg border bg-card p-2">
      <FormField label={label} className="min-w-52">
        <NativeSelect
          value={rule.type}
          onChange={(e) => onChange(newCondition(e.target.value as SegmentRuleType))}
        >
          {SEGMENT_RULE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SEGMENT_RULE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <ConditionValue rule={rule} onChange={onChange} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
      >
        <X className="size-4" aria-hidden="true" />
      </Button>
    </li>
  )
}

function GroupEditor({
  group,
  depth,
  label,
  onChange,
  onRemove,
}: {
  group: SegmentRuleGroup
  depth: number
  label: string
  onChange: (group: SegmentRuleGroup) => void
  onRemove: () => void
}) {
  const setRule = (i: number, rule: Rule) =>
    onChange({ ...group, rules: group.rules.map((r, n) => (n === i ? rule : r)) })
  const removeRule = (i: number) => {
    const rules = group.rules.filter((_, n) => n !== i)
    if (rules.length) onChange({ ...group, rules })
    else onRemove()
  }
  const add = (rule: Rule) => onChange({ ...group, rules: [...group.rules, rule] })
  return (
    <fieldset className="space-y-2 rounded-lg border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <FormField label="Match" className="w-56">
        <NativeSelect
          value={group.op}
          onChange={(e) => onChange({ ...group, op: e.target.value as 'and' | 'or' })}
        >
          <option value="and">All of these (AND)</option>
          <option value="or">Any of these (OR)</option>
        </NativeSelect>
      </FormField>
      <ul className="space-y-2">
        {group.rules.map((rule, i) =>
          isRuleGroup(rule) ? (
            <li key={i}>
              <GroupEditor
                group={rule}
                depth={depth + 1}
                label={`${label}, group ${i + 1}`}
                onChange={(next) => setRule(i, next)}
                onRemove={() => removeRule(i)}
              />
            </li>
          ) : (
            <ConditionRow
              key={i}
              rule={rule}
              label={`Condition ${i + 1}`}
              onChange={(next) => setRule(i, next)}
              onRemove={() => removeRule(i)}
            />
          ),
        )}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => add(newCondition('bought_any'))}>
          <Plus className="size-4" aria-hidden="true" /> Add condition
        </Button>
        {mayNest(depth) && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => add(newGroup(group.op === 'and' ? 'or' : 'and'))}
          >
            <Plus className="size-4" aria-hidden="true" /> Add group
          </Button>
        )}
        {depth > 1 && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            Remove group
          </Button>
        )}
      </div>
    </fieldset>
  )
}

/**
 * What subscribers' accounts did: conditions in groups matched with AND or OR (at most three levels,
 * twenty conditions). No rules means none are asked.
 */
export function SegmentRulesEditor({
  rules,
  error,
  onChange,
}: {
  rules: SegmentRuleGroup | null
  error: string | null
  onChange: (rules: SegmentRuleGroup | null) => void
}) {
  return (
    <section aria-label="Behaviour" className="space-y-2">
      <h3 className="text-sm font-medium">Behaviour</h3>
      {rules ? (
        <GroupEditor
          group={rules}
          depth={1}
          label="Behaviour rules"
          onChange={onChange}
          onRemove={() => onChange(null)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-xs text-muted-foreground">
            No behaviour conditions: orders, spend, wallets, drops and roles are not asked.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(newGroup())}>
            <Plus className="size-4" aria-hidden="true" /> Add a behaviour condition
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  )
}
