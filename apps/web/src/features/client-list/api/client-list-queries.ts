import {
  CANCELLATION_FILTERS,
  type CancellationFilter,
  type customerBookingSummaryContract,
  customerBookingSummaryEndpoint,
  customerListEndpoint,
  type CustomerListQuery,
  type CustomerListRow,
  type ResponseOf,
  TIME_FILTERS,
  type TimeFilter,
} from '@praxis/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export type { CustomerListRow } from '@praxis/domain';
export type CustomerSort = CustomerListQuery['sort'];
export type CustomerSummary = ResponseOf<typeof customerBookingSummaryContract>;

/** Customers per page of the client list (the server allows up to 200). */
export const CUSTOMER_PAGE_SIZE = 50;
export const CUSTOMER_SORTS = ['closestBooking', 'newest'] as const satisfies readonly CustomerSort[];

/** What the client list shows: kept in the URL's query string. */
export interface CustomerListFilters {
  search: string;
  time: TimeFilter;
  cancellation: CancellationFilter;
  sort: CustomerSort;
  /** Show the team's breaks / other absences of the period above the customers. */
  breaks: boolean;
  absences: boolean;
}

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T => allowed.find((candidate) => candidate === value) ?? fallback;

/** The filters named in `params`; unknown or missing values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): CustomerListFilters {
  return {
    search: (params.get('search') ?? '').trim(),
    time: pick(TIME_FILTERS, params.get('time'), 'all'),
    cancellation: pick(CANCELLATION_FILTERS, params.get('cancellation'), 'all'),
    sort: pick(CUSTOMER_SORTS, params.get('sort'), 'closestBooking'),
    breaks: params.get('breaks') === '1',
    absences: params.get('absences') === '1',
  };
}

/** `params` with `change` applied; defaults and empty values leave the address. */
export function paramsWithFilters(params: URLSearchParams, change: Partial<CustomerListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const defaults: CustomerListFilters = { search: '', time: 'all', cancellation: 'all', sort: 'closestBooking', breaks: false, absences: false };
  for (const [key, value] of Object.entries(change) as [keyof CustomerListFilters, string | boolean][]) {
    if (value === defaults[key] || value === '') next.delete(key);
    else next.set(key, value === true ? '1' : String(value));
  }
  return next;
}

/** One page of the client list from `offset`; the team's breaks and absences only when asked for. */
function fetchCustomerPage(filters: CustomerListFilters, offset: number) {
  return api(customerListEndpoint, {
    query: {
      search: filters.search,
      time: filters.time,
      cancellation: filters.cancellation,
      sort: filters.sort,
      offset,
      limit: CUSTOMER_PAGE_SIZE,
      breaks: filters.breaks ? '1' : undefined,
      absences: filters.absences ? '1' : undefined,
    },
  });
}

/**
 * The client list, loaded page by page from the server (which filters, sorts and counts). While
 * new filters load, the rows of the previous ones stay in view.
 */
export function useCustomerList(filters: CustomerListFilters) {
  const query = useInfiniteQuery({
    queryKey: queryKeyOf(customerListEndpoint, { filters }),
    queryFn: ({ pageParam }) => fetchCustomerPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.customers.length, 0);
      return last.customers.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  // One array for the table, rebuilt only when a page arrives (the table memoises on it).
  const rows = useMemo<CustomerListRow[] | undefined>(() => pages?.flatMap((page) => page.customers), [pages]);
  const total = pages?.length ? pages[pages.length - 1]!.total : undefined;
  // The team's absences come with the first page.
  const absences = pages?.[0]?.absences ?? [];
  return { ...query, rows, total, absences };
}

/** A customer's bookings by group, the billed total and the address (client profile). */
export function useCustomerSummary(customerId: number) {
  return useQuery({
    queryKey: queryKeyOf(customerBookingSummaryEndpoint, { params: { id: customerId } }),
    queryFn: () => api(customerBookingSummaryEndpoint, { params: { id: customerId } }),
  });
}
