import {
  type BodyOf,
  type ResponseOf,
  therapistPhotoContract,
  therapistPhotoEndpoint,
  therapistsEndpoint,
  type therapistProfileContract,
  therapistProfileEndpoint,
  type updateTherapistProfileContract,
  updateTherapistProfileEndpoint,
  urlOf,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, NetworkError } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** A therapist's profile as its editor shows it (the domain's `therapistProfileSchema`). */
export type TherapistProfile = ResponseOf<typeof therapistProfileContract>;
export type TherapistProfileBody = BodyOf<typeof updateTherapistProfileContract>;

export const therapistProfileKey = (id: number) => queryKeyOf(therapistProfileEndpoint, { params: { id } });

/** One therapist's profile; `id` undefined (not known yet) loads nothing. */
export function useTherapistProfile(id: number | undefined) {
  return useQuery({
    queryKey: therapistProfileKey(id ?? 0),
    queryFn: () => api(therapistProfileEndpoint, { params: { id: id! } }),
    enabled: id !== undefined,
  });
}

/** The CSRF token the server put in the `XSRF-TOKEN` cookie (as the api client sends it). */
function xsrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Sends the image itself as the body (the api client sends JSON only); errors as the api client's:
 * `ApiError` with the server's code, `NetworkError` when the server is not reached.
 */
export async function uploadTherapistPhoto(id: number, file: File): Promise<ResponseOf<typeof therapistPhotoContract>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' };
  const token = xsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;
  let response: Response;
  try {
    response = await fetch(urlOf(therapistPhotoEndpoint, { params: { id } }), {
      method: therapistPhotoContract.method,
      headers,
      credentials: 'same-origin',
      body: file,
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; details?: unknown } } | null;
    // A proxy may refuse a big body before the API sees it, without the API's JSON.
    const code = body?.error?.code ?? (response.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL_ERROR');
    throw new ApiError(response.status, code, body?.error?.message ?? response.statusText, body?.error?.details);
  }
  return (await response.json()) as ResponseOf<typeof therapistPhotoContract>;
}

/** Saves the profile (a therapist's own: the biography only); refreshes the editor and the public team list. */
export function useSaveTherapistProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TherapistProfileBody) => api(updateTherapistProfileEndpoint, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: therapistProfileKey(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(therapistsEndpoint) });
    },
  });
}

/** Uploads a new photo; the editor shows it at once, the public team list refreshes. */
export function useUploadTherapistPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTherapistPhoto(id, file),
    onSuccess: ({ photoUrl }) => {
      queryClient.setQueryData<TherapistProfile>(therapistProfileKey(id), (old) => (old ? { ...old, photoUrl } : old));
      void queryClient.invalidateQueries({ queryKey: therapistProfileKey(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(therapistsEndpoint) });
    },
  });
}
