import type { UseFormRegister } from 'react-hook-form'
import { ShieldCheck } from 'lucide-react'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { DesignSubmissionValues } from './design-submission-form'

/** The optional reward wallet, with the promise that nobody asks to connect one. */
export function WalletAddressField({
  register,
  error,
}: {
  register: UseFormRegister<DesignSubmissionValues>
  error?: string
}) {
  return (
    <div className="flex flex-col gap-3">
      <FormField
        label="Solana wallet address (optional)"
        error={error}
        hint="Where your reward is paid if your design goes into production."
      >
        <Input
          className="font-mono"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
          {...register('wallet_address')}
        />
      </FormField>
      <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info-soft px-3 py-2 text-sm text-info">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          You never need to connect a wallet to submit a design, and we will never ask you to. Just paste an
          address if you want your reward paid there.
        </span>
      </p>
    </div>
  )
}
