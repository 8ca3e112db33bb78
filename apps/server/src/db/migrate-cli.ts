import pino from 'pino'
import { loadConfig } from '../config.ts'
import { prepareDatabase } from './prepare.ts'

const logger = pino({ level: 'info' })
const config = loadConfig()
const { embedded } = await prepareDatabase(config, logger)
logger.info('Migrations applied')
await embedded?.stop()
