// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './payments.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const createPaymentEndpoint: Endpoint<typeof C.createPaymentContract> = { method: 'POST', path: '/api/staff/payments' };
export const paymentDateEndpoint: Endpoint<typeof C.paymentDateContract> = { method: 'PUT', path: '/api/staff/payments/:id/date' };
export const paymentListEndpoint: Endpoint<typeof C.paymentListContract> = { method: 'GET', path: '/api/staff/payments' };
export const removePaymentEndpoint: Endpoint<typeof C.removePaymentContract> = { method: 'DELETE', path: '/api/staff/payments/:id' };
export const todoListEndpoint: Endpoint<typeof C.todoListContract> = { method: 'GET', path: '/api/staff/todos' };
