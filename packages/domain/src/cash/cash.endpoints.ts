// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './cash.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const cashExportCsvEndpoint: Endpoint<typeof C.cashExportCsvContract> = { method: 'GET', path: '/api/staff/cash/export.csv' };
export const cashExportPdfEndpoint: Endpoint<typeof C.cashExportPdfContract> = { method: 'GET', path: '/api/staff/cash/export.pdf' };
export const cashExportTxtEndpoint: Endpoint<typeof C.cashExportTxtContract> = { method: 'GET', path: '/api/staff/cash/export.txt' };
export const cashMonthEndpoint: Endpoint<typeof C.cashMonthContract> = { method: 'GET', path: '/api/staff/cash/months/:month' };
export const closeCashMonthEndpoint: Endpoint<typeof C.closeCashMonthContract> = { method: 'POST', path: '/api/staff/cash/months/:month/close' };
export const createCashCountEndpoint: Endpoint<typeof C.createCashCountContract> = { method: 'POST', path: '/api/staff/cash/counts' };
export const createCashTransactionEndpoint: Endpoint<typeof C.createCashTransactionContract> = { method: 'POST', path: '/api/staff/cash/transactions' };
export const reopenCashMonthEndpoint: Endpoint<typeof C.reopenCashMonthContract> = { method: 'POST', path: '/api/staff/cash/months/:month/reopen' };
export const reverseCashTransactionEndpoint: Endpoint<typeof C.reverseCashTransactionContract> = { method: 'POST', path: '/api/staff/cash/transactions/:id/reverse' };
