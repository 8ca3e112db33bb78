import { useSearchParams } from 'react-router'
import type { PrintifyImport } from '@rdo/contracts/printify'
import { PRINTIFY_MESSAGES as M } from '@rdo/contracts/printify-messages'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { usePrintifyShops } from '../api/get-printify-shops'
import { loadProblem } from '../lib/load-problem'
import { selectionAfterImport } from '../lib/selection'
import { ImportTab } from './import-tab'
import { ManageTab } from './manage-tab'
import { ProblemPanel } from './problem-panel'
import { ShopCards } from './shop-cards'
import { useImportPicker } from './use-import-picker'
import { useImportRun } from './use-import-run'

const TABS = [
  { value: 'import', label: 'Import Products' },
  { value: 'manage', label: 'Manage Products' },
] as const
type Tab = (typeof TABS)[number]['value']

/** /admin/printify — the connected Printify shops; import their products, then manage what was imported. */
export function AdminPrintifyPage() {
  const [search, setSearch] = useSearchParams()
  const tab: Tab = search.get('tab') === 'manage' ? 'manage' : 'import'
  // Each tab starts from its own defaults: the imported list's search and page do not follow to Import.
  const selectTab = (next: string) => setSearch(next === 'manage' ? { tab: 'manage' } : {}, { replace: true })

  const shopsQuery = usePrintifyShops()
  const shops = shopsQuery.data?.shops ?? []
  const picker = useImportPicker(shops)
  const { setSelection } = picker
  const importRun = useImportRun((job: PrintifyImport) =>
    setSelection((prev) => selectionAfterImport(prev, job)),
  )
  const retryShops = () => void shopsQuery.refetch()

  let shopsBody
  let importBlocked: string | null = null
  if (shopsQuery.isError) {
    const problem = loadProblem(shopsQuery.error, M.shopsFailed)
    shopsBody = (
      <ProblemPanel
        message={problem.message}
        keyIssue={problem.keyIssue}
        retrying={shopsQuery.isFetching}
        onRetry={retryShops}
      />
    )
    importBlocked = 'Products can be imported once the Printify shops load.'
  } else if (shopsQuery.data && !shopsQuery.data.configured) {
    shopsBody = (
      <ProblemPanel
        message={M.notConfigured}
        keyIssue
        retrying={shopsQuery.isFetching}
        onRetry={retryShops}
      />
    )
    importBlocked = 'Products can be imported once Printify is connected.'
  } else if (shopsQuery.data && shops.length === 0) {
    shopsBody = (
      <p className="rounded-[12px] border border-dashed p-6 text-center text-sm text-muted-foreground">
        {M.noShops}. Connect a shop in Printify, then refresh this page.
      </p>
    )
    importBlocked = 'Products can be imported once a shop is connected in Printify.'
  } else {
    shopsBody = <ShopCards shops={shops} loading={shopsQuery.isPending} />
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-display text-2xl font-bold tracking-tight">Printify import</h1>
        <p className="text-sm text-muted-foreground">
          Bring print-on-demand products from the connected Printify shops into the catalogue, with their
          sizes, colours and images, then manage what was imported.
        </p>
      </div>

      <section aria-labelledby="printify-shops-heading" className="space-y-3">
        <h2 id="printify-shops-heading" className="font-display text-lg font-semibold">
          Connected shops
        </h2>
        {shopsBody}
      </section>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList>
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="import" className="mt-4">
          {tab === 'import' &&
            (importBlocked || shopsQuery.isPending ? (
              <p className="text-sm text-muted-foreground">
                {importBlocked ?? 'Loading the Printify shops…'}
              </p>
            ) : (
              <ImportTab shops={shops} picker={picker} importRun={importRun} />
            ))}
        </TabsContent>
        <TabsContent value="manage" className="mt-4">
          {tab === 'manage' && <ManageTab />}
        </TabsContent>
      </Tabs>
    </div>
  )
}
