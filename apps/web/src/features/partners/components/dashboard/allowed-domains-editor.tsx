import { useId, useState, type FormEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { toast } from 'sonner'
import { PARTNER_ALLOWED_DOMAINS_MAX, PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/api-client'
import { useUpdateEmbed } from '../../api/project-api'
import { addDomain, sameDomains } from '../../lib/allowed-domains'

/**
 * The host names allowed to show the embedded store. Edits stay here until saved; the server checks
 * them again and its message shows under the list.
 */
export function AllowedDomainsEditor({
  projectId,
  embedId,
  saved,
}: {
  projectId: string
  embedId: string
  saved: string[]
}) {
  const id = useId()
  const [domains, setDomains] = useState(saved)
  const [typed, setTyped] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const update = useUpdateEmbed(projectId)
  const changed = !sameDomains(domains, saved)

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = addDomain(domains, typed)
    if (result.error !== undefined) {
      setInputError(result.error)
      return
    }
    setDomains(result.domains)
    setTyped('')
    setInputError(null)
    setSaveError(null)
  }

  const remove = (host: string) => {
    setDomains((current) => current.filter((item) => item !== host))
    setSaveError(null)
  }

  const save = () => {
    setSaveError(null)
    update.mutate(
      { embedId, body: { allowed_domains: domains } },
      {
        onSuccess: () => toast.success(M.domainsSaved),
        onError: (error) => {
          setSaveError(errorMessage(error, M.domainsFailed))
          toast.error(M.domainsFailed)
        },
      },
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 border-t pt-5">
      <div>
        <h4 id={`${id}-title`} className="font-semibold">
          Allowed domains
        </h4>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Only these websites may show your store (up to {PARTNER_ALLOWED_DOMAINS_MAX}), e.g.
          shop.example.com.
        </p>
      </div>

      {domains.length === 0 ? (
        <p className="text-sm text-warning">No domains yet: no website can show the embedded store.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Allowed domains">
          {domains.map((host) => (
            <li
              key={host}
              className="inline-flex items-center gap-1 rounded-full border bg-muted py-1 pr-1 pl-3 font-mono text-sm"
            >
              {host}
              <button
                type="button"
                onClick={() => remove(host)}
                aria-label={`Remove ${host}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={add} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-input`} className="sr-only">
            Domain to allow
          </label>
          <Input
            id={`${id}-input`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value)
              setInputError(null)
            }}
            placeholder="shop.example.com"
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? `${id}-input-error` : `${id}-hint`}
          />
          {inputError && (
            <p id={`${id}-input-error`} role="alert" className="text-sm text-danger">
              {inputError}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" disabled={typed.trim() === ''}>
          <Plus aria-hidden="true" />
          Add domain
        </Button>
      </form>

      {saveError && (
        <p role="alert" className="text-sm text-danger">
          {saveError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={save} disabled={!changed} loading={update.isPending}>
          Save domains
        </Button>
        {changed && (
          <Button
            variant="ghost"
            onClick={() => {
              setDomains(saved)
              setSaveError(null)
            }}
            disabled={update.isPending}
          >
            Undo changes
          </Button>
        )}
      </div>
    </section>
  )
}
