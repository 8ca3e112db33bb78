import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { toast } from 'sonner'
import { adminTrackWalletBody } from '@rdo/contracts/wallets'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useTrackWallet } from '../api/track-wallet'
import { WALLET_TRACKED } from '../lib/labels'

type Values = { address: string }

/**
 * "Add tracked address": follows the balance of an address no account linked. Checked here with the
 * server's own schema; the server's refusals (a duplicate, a malformed address) show under the field.
 */
export function TrackWalletForm() {
  const track = useTrackWallet()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(adminTrackWalletBody), defaultValues: { address: '' } })

  const onSubmit = handleSubmit(async ({ address }) => {
    try {
      await track.mutateAsync(address)
      toast.success(WALLET_TRACKED)
      reset()
    } catch (error) {
      const refused = isApiError(error) && (error.status === 409 || error.status === 400)
      const message =
        isApiError(error) && error.status === 409 ? M.alreadyAdded : errorMessage(error, M.addFailed)
      if (refused) setError('address', { message }, { shouldFocus: true })
      toast.error(message)
    }
  })

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="track-wallet-heading"
      aria-busy={track.isPending || undefined}
      className="flex flex-col gap-3"
    >
      <h3 id="track-wallet-heading" className="text-sm font-semibold">
        Add tracked address
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Wallet address" error={errors.address?.message} className="min-w-0 flex-1">
          <Input
            className="font-mono"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="e.g. 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
            readOnly={track.isPending}
            {...register('address')}
          />
        </FormField>
        <Button type="submit" className="sm:mt-5.5" loading={track.isPending}>
          {!track.isPending && <Plus aria-hidden="true" />}
          Track wallet
        </Button>
      </div>
    </form>
  )
}
