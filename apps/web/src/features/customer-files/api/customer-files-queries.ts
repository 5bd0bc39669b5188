import {
  CUSTOMER_FILE_FIELD,
  type CustomerFile,
  customerFileContentEndpoint,
  customerFilesEndpoint,
  deleteCustomerFileEndpoint,
  type ResponseOf,
  uploadCustomerFileContract,
  uploadCustomerFileEndpoint,
  urlOf,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, NetworkError } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export const customerFilesKey = (customerId: number) => queryKeyOf(customerFilesEndpoint, { params: { id: customerId } });

/** Where a file opens (in a new tab: PDFs and images show, other types download). */
export const customerFileUrl = (fileId: number) => urlOf(customerFileContentEndpoint, { params: { id: fileId } });

/** A customer's files, newest first; nothing is asked while no customer is chosen. */
export function useCustomerFiles(customerId: number | null) {
  return useQuery({
    queryKey: customerFilesKey(customerId ?? 0),
    queryFn: async () => (await api(customerFilesEndpoint, { params: { id: customerId! } })).files,
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** The CSRF token the server put in the `XSRF-TOKEN` cookie (sent back as `X-XSRF-TOKEN`, as the API client does). */
function xsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

interface ErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: ErrorBody | null;
  try {
    body = JSON.parse(xhr.responseText) as ErrorBody;
  } catch {
    body = null;
  }
  return new ApiError(xhr.status, body?.error?.code ?? 'INTERNAL_ERROR', body?.error?.message ?? xhr.statusText, body?.error?.details);
}

/**
 * Uploads one file as the field `file` of a multipart form. NOTE: XMLHttpRequest, not fetch: only
 * it reports the upload's progress (`onProgress` gets 0 to 1). Never retried by itself.
 */
export function uploadCustomerFile(customerId: number, file: File, onProgress: (share: number) => void): Promise<CustomerFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadCustomerFileContract.method, urlOf(uploadCustomerFileEndpoint, { params: { id: customerId } }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = xsrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve((JSON.parse(xhr.responseText) as ResponseOf<typeof uploadCustomerFileContract>).file);
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new NetworkError());
    const form = new FormData();
    form.append(CUSTOMER_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** Uploads files one request each; every finished upload refreshes the list. */
export function useUploadCustomerFile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => uploadCustomerFile(customerId, file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerFilesKey(customerId) }),
  });
}

export function useDeleteCustomerFile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => api(deleteCustomerFileEndpoint, { params: { id: fileId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerFilesKey(customerId) }),
  });
}
