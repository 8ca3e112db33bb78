import { useEffect } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { ADDRESS_MESSAGES, completeAddressSchema, type SavedAddress } from '@rdo/contracts'
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
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/api-client'
import { AddressFields, emptyAddress } from './address-fields'
import { useSaveAddress } from '../api/save-address'

const addressForm = z.object({
  label: z.string().trim().max(50, 'Label must be at most 50 characters'),
  address: completeAddressSchema,
  is_default: z.boolean(),
})

interface AddressDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The address being edited; none means adding a new one. */
  address: SavedAddress | null
  /** The first address becomes the default anyway: no need to ask. */
  isFirst: boolean
}

export function AddressDialog({ open, onOpenChange, address, isFirst }: AddressDialogProps) {
  const save = useSaveAddress()
  const form = useForm({
    resolver: zodResolver(addressForm),
    defaultValues: { label: '', address: emptyAddress, is_default: false },
  })
  const { register, handleSubmit, reset, setValue, control, formState } = form
  const isDefault = useWatch({ control, name: 'is_default' })

  useEffect(() => {
    if (!open) return
    reset({
      label: address?.label ?? '',
      address: { ...emptyAddress, ...address?.address },
      is_default: address?.is_default ?? isFirst,
    })
  }, [open, address, isFirst, reset])

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: address?.id, body: values },
      {
        onSuccess: () => {
          toast.success(ADDRESS_MESSAGES.updated)
          onOpenChange(false)
        },
        onError: (error) =>
          toast.error(ADDRESS_MESSAGES.updateFailed, { description: errorMessage(error, '') || undefined }),
      },
    )
  })

  const incomplete = formState.errors.address && Object.keys(formState.errors.address).length > 0
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{address ? 'Edit address' : 'Add address'}</DialogTitle>
          <DialogDescription>Where should we send your drops? US and Canada only.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormField
              label="Label (optional)"
              hint="For example Home or Work."
              error={formState.errors.label?.message}
            >
              <Input {...register('label')} />
            </FormField>
            <AddressFields required />
            <div className="flex items-center gap-3">
              <Checkbox
                id="address-default"
                checked={isDefault}
                onCheckedChange={(checked) => setValue('is_default', checked === true)}
                disabled={address?.is_default}
              />
              <Label htmlFor="address-default">Use as my default shipping address</Label>
            </div>
            <FormAlert>{incomplete ? ADDRESS_MESSAGES.incomplete : null}</FormAlert>
            <DialogFooter className="pt-2">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save address
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  )
}
