import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { ProductColor, ProductDetail, ProductDrop, ProductVariant } from '@rdo/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { getSessionQueryOptions, useSession } from '@/features/auth'
import { cartStore } from '@/features/cart'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useRequestAdmission } from '../api/request-admission'
import { chosenVariant, dropCartLine } from '../lib/drop-cart-line'
import { dropHoldStore } from '../lib/drop-hold'
import { formatClockTime } from '../lib/times'

const BUY_FAILED = 'Could not get your place in the drop: please try again'

export interface DropBuyChoice {
  product: ProductDetail
  drop: ProductDrop
  variant: ProductVariant | null
  color: ProductColor | null
  imageUrl: string | null
}

/** Where sign-in sends the shopper back to: this product page. */
export const loginPathFor = (slug: string) => `/login?from=${encodeURIComponent(`/products/${slug}`)}`

/**
 * Buy on a drop: ask the server for a place (admission), then put exactly the admitted units in the cart
 * and go to checkout. A refusal (sold out, limit, too new, too many attempts, not yet) is kept as
 * `problem` for the panel to show inline.
 */
export function useDropBuy({ product, drop, variant, color, imageUrl }: DropBuyChoice) {
  const navigate = useNavigate()
  const { isSignedIn, isPending: sessionPending } = useSession()
  const admission = useRequestAdmission(drop.id)
  const [problem, setProblem] = useState<string | null>(null)
  // A press made while the session is still being read is kept and sent once it is known: at the
  // opening second a Buy pressed as the page loads must not be lost.
  const [waiting, setWaiting] = useState(false)
  const queryClient = useQueryClient()
  const toLogin = () => navigate(loginPathFor(product.slug))

  const signedIn = async () => {
    if (!sessionPending) return isSignedIn
    setWaiting(true)
    try {
      return (await queryClient.fetchQuery(getSessionQueryOptions())).user !== null
    } catch {
      return false
    } finally {
      setWaiting(false)
    }
  }

  const buy = async (quantity: number) => {
    if (admission.isPending || waiting) return
    setProblem(null)
    if (!(await signedIn())) {
      toLogin()
      return
    }
    const choice = chosenVariant(product, variant)
    if (choice.problem) {
      setProblem(choice.problem)
      return
    }
    admission.mutate(
      { quantity },
      {
        onSuccess: ({ admission: place, message }) => {
          if (place.status !== 'active') {
            setProblem(message)
            return
          }
          // The order may hold only what the admission holds: other lines of this product would be
          // refused at checkout, so the cart keeps just the admitted size, colour and units.
          for (const line of cartStore.getLines()) {
            if (line.productId === product.id) cartStore.removeLine(line)
          }
          cartStore.addLine(dropCartLine(product, choice.variant, color, imageUrl, place.units))
          dropHoldStore.save({
            dropId: drop.id,
            productId: product.id,
            productName: product.name,
            slug: product.slug,
            expiresAt: place.expires_at,
          })
          toast.success(`Your place is held until ${formatClockTime(place.expires_at)}`)
          navigate('/checkout')
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            toLogin()
            return
          }
          setProblem(errorMessage(error, BUY_FAILED))
        },
      },
    )
  }

  return {
    buy,
    problem,
    pending: admission.isPending || waiting,
    isSignedIn,
    sessionPending,
  }
}
