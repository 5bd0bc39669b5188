// Money written by commands (ADR 016): each calls the steps of the modules it touches in a visible order, in one transaction.
export { cancelInvoice, markInvoicePaid } from './invoice-commands.ts';
export { recordPayment, redatePayment, removePayment } from './payment-commands.ts';
