/** What the entry points use of the health module. */
export { json, startOpsServer, type OpsHandler } from './ops-server.ts'
