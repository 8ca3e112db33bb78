export { PriorityLabel, TicketStatusBadge } from './components/ticket-status-badge'
