import { Link } from 'react-router'
import { ImageOff } from 'lucide-react'
import { ADMIN_DESIGN_MESSAGES as M } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

export function DesignNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-display text-2xl font-bold">{M.notFound}</h1>
      <p className="text-sm text-muted-foreground">This design does not exist or was deleted.</p>
      <Button asChild variant="outline">
        <Link to="/admin/designs">Back to submissions</Link>
      </Button>
    </Card>
  )
}
