import type { ColumnDef } from '@/components/admin/data-table'

/** A Name column showing the name (its element `nameId` describes the row's buttons) over its description. */
export function nameColumn<T extends { name: string; description: string | null }>(
  nameId: (row: T) => string,
): ColumnDef<T> {
  return {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className="flex max-w-72 flex-col">
        <span id={nameId(row.original)} className="font-medium break-words">
          {row.original.name}
        </span>
        {row.original.description && (
          <span className="line-clamp-2 text-xs text-muted-foreground">{row.original.description}</span>
        )}
      </span>
    ),
  }
}
