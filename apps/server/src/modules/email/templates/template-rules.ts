import Handlebars from 'handlebars'

/**
 * What email templates may use of Handlebars: values (`{{name}}`, `{{{html}}}`, `{{a.b}}`), sections
 * (`{{#items}}…{{/items}}`) and the block helpers #if, #unless, #each and #with, each given exactly one
 * value. No other helper (`log` writes to the server's console, `lookup` is not needed), no partials,
 * no decorators: whatever an admin saves renders for any data. Rule: docs/email-and-marketing.md#template-rules
 */
export const BLOCK_HELPERS = ['if', 'unless', 'each', 'with'] as const
/** Handlebars' own fallbacks for `{{name}}` and sections; never called by name. */
const INTERNAL_HELPERS = ['helperMissing', 'blockHelperMissing']
const RESERVED = new Set<string>([...BLOCK_HELPERS, ...INTERNAL_HELPERS, 'log', 'lookup'])

/** A Handlebars environment with only the block helpers (and the internal fallbacks) registered. */
export function createTemplateEnvironment(): typeof Handlebars {
  const env = Handlebars.create()
  const keep = new Set<string>([...BLOCK_HELPERS, ...INTERNAL_HELPERS])
  for (const name of Object.keys(env.helpers)) if (!keep.has(name)) env.unregisterHelper(name)
  for (const name of Object.keys(env.decorators)) env.unregisterDecorator(name)
  return env
}

/** Compile options of every template render: an unknown helper is a compile error, never a call. */
export const COMPILE_OPTIONS = {
  knownHelpersOnly: true,
  knownHelpers: { log: false, lookup: false },
  strict: false,
} satisfies CompileOptions
type CompileOptions = Parameters<typeof Handlebars.compile>[1]

const ONLY = 'templates can use values and the blocks #if, #unless, #each and #with'

type Node = hbs.AST.Node & { loc?: hbs.AST.SourceLocation }
type Call = { path: hbs.AST.Expression; params: hbs.AST.Expression[]; hash?: hbs.AST.Hash }

const nameOf = (e: hbs.AST.Expression) =>
  e.type === 'PathExpression'
    ? (e as hbs.AST.PathExpression).original
    : String((e as { original?: unknown }).original)
const where = (node: Node) => (node.loc ? `line ${node.loc.start.line}: ` : '')

/**
 * The first thing in a parsed template that breaks the rules above, in words (with its line), or
 * null. Checked before saving, so a template never fails on a helper when it is sent.
 */
export function templateRuleBreak(program: hbs.AST.Program): string | null {
  for (const node of program.body as Node[]) {
    const found = statementBreak(node)
    if (found) return found
  }
  return null
}

function statementBreak(node: Node): string | null {
  switch (node.type) {
    case 'ContentStatement':
    case 'CommentStatement':
      return null
    case 'PartialStatement':
    case 'PartialBlockStatement':
      return `${where(node)}partials ({{> name}}) are not available: ${ONLY}`
    case 'Decorator':
    case 'DecoratorBlock':
      return `${where(node)}decorators ({{* name}}) are not available: ${ONLY}`
    case 'MustacheStatement': {
      const m = node as hbs.AST.MustacheStatement
      const name = nameOf(m.path)
      if (isCall(m) || RESERVED.has(name))
        return BLOCK_HELPERS.includes(name as (typeof BLOCK_HELPERS)[number])
          ? `${where(node)}#${name} is a block: write {{#${name} value}}…{{/${name}}}`
          : `${where(node)}{{${name} …}} calls "${name}", which is not a helper: ${ONLY}`
      return null
    }
    case 'BlockStatement': {
      const b = node as hbs.AST.BlockStatement
      const name = nameOf(b.path)
      if (BLOCK_HELPERS.includes(name as (typeof BLOCK_HELPERS)[number])) {
        const [value] = b.params
        if (b.params.length !== 1 || hasHash(b) || value?.type === 'SubExpression')
          return `${where(node)}#${name} takes exactly one value: {{#${name} value}}`
      } else if (isCall(b) || RESERVED.has(name)) {
        return `${where(node)}{{#${name} …}} calls "${name}", which is not a helper: ${ONLY}`
      }
      return (
        (b.program && templateRuleBreak(b.program)) || (b.inverse && templateRuleBreak(b.inverse)) || null
      )
    }
    default:
      return `${where(node)}${node.type} is not available: ${ONLY}`
  }
}

const hasHash = (c: Call) => (c.hash?.pairs.length ?? 0) > 0
const isCall = (c: Call) => c.params.length > 0 || hasHash(c)
