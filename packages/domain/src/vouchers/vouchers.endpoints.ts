// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './vouchers.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const archiveVoucherEndpoint: Endpoint<typeof C.archiveVoucherContract> = { method: 'POST', path: '/api/staff/vouchers/:id/archive' };
export const createVoucherEndpoint: Endpoint<typeof C.createVoucherContract> = { method: 'POST', path: '/api/vouchers' };
export const markVoucherSentEndpoint: Endpoint<typeof C.markVoucherSentContract> = { method: 'POST', path: '/api/staff/vouchers/:id/mark-sent' };
export const ownVoucherPdfEndpoint: Endpoint<typeof C.ownVoucherPdfContract> = { method: 'GET', path: '/api/vouchers/:id/pdf' };
export const ownVouchersEndpoint: Endpoint<typeof C.ownVouchersContract> = { method: 'GET', path: '/api/vouchers/own' };
export const redeemableVouchersEndpoint: Endpoint<typeof C.redeemableVouchersContract> = { method: 'GET', path: '/api/staff/vouchers/redeemable' };
export const restoreVoucherEndpoint: Endpoint<typeof C.restoreVoucherContract> = { method: 'POST', path: '/api/staff/vouchers/:id/restore' };
export const sendVoucherEndpoint: Endpoint<typeof C.sendVoucherContract> = { method: 'POST', path: '/api/staff/vouchers/:id/send' };
export const voucherDetailEndpoint: Endpoint<typeof C.voucherDetailContract> = { method: 'GET', path: '/api/staff/vouchers/:id' };
export const voucherListEndpoint: Endpoint<typeof C.voucherListContract> = { method: 'GET', path: '/api/staff/vouchers' };
export const voucherPdfEndpoint: Endpoint<typeof C.voucherPdfContract> = { method: 'GET', path: '/api/staff/vouchers/:id/pdf' };
