import {
  type auditLogContract,
  auditLogEndpoint,
  type BodyOf,
  customerExportEndpoint,
  eraseCustomerEndpoint,
  exportRequestEndpoint,
  type ownExportContract,
  ownExportEndpoint,
  type ResponseOf,
  staffListEndpoint,
  urlOf,
} from '@praxis/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError, apiDownload, NetworkError } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The audit viewer's filters as the form holds them (empty: no filter). */
export interface AuditFilters {
  customerId?: number;
  actorId?: number;
  from?: string;
  to?: string;
}

export type AuditEntryRow = ResponseOf<typeof auditLogContract>['entries'][number];

/** The audit log's query of `filters`, without the empty ones. */
const auditQuery = (filters: AuditFilters) => ({ ...filters, from: filters.from || undefined, to: filters.to || undefined });

/** The audit rows matching `filters`, newest first (each read is audited on the server, so no polling). */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeyOf(auditLogEndpoint, { query: auditQuery(filters) }),
    queryFn: async () => (await api(auditLogEndpoint, { query: auditQuery(filters) })).entries,
    staleTime: 30_000,
  });
}

/** The staff members to filter by (managing directors and admins may list them). */
export function useStaffMembers() {
  return useQuery({
    queryKey: queryKeyOf(staffListEndpoint),
    queryFn: async () => (await api(staffListEndpoint)).staff,
    staleTime: 300_000,
  });
}

/** Fetches the rows of `filters` as CSV (`Accept: text/csv`) and hands the file to the browser as a download. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  let response: Response;
  try {
    response = await fetch(urlOf(auditLogEndpoint, { query: auditQuery(filters) }), { headers: { accept: 'text/csv' }, credentials: 'same-origin' });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(response.status, body.error?.code ?? 'INTERNAL_ERROR', body.error?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The admins' ZIP of everything held about a customer (a plain link: the browser downloads it). */
export const customerExportUrl = (customerId: number) => urlOf(customerExportEndpoint, { params: { id: customerId } });

export function useEraseCustomer() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) => api(eraseCustomerEndpoint, { params: { id }, body: reason ? { reason } : {} }),
  });
}

/**
 * The copy behind a mailed one-time link, fetched by POST from the link's page and saved as the
 * ZIP file the server names.
 */
export function useDownloadOwnExport() {
  return useMutation({
    mutationFn: async (token: string) => {
      const { blob, fileName } = await apiDownload(urlOf(ownExportEndpoint, {}), { token } satisfies BodyOf<typeof ownExportContract>);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? 'data.zip' });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

/** A customer asks for a copy of their data by mail. */
export function useRequestExport() {
  return useMutation({ mutationFn: () => api(exportRequestEndpoint) });
}
