import {
  invoiceListEndpoint,
  invoiceMailTextEndpoint,
  reminderPdfEndpoint,
  sessionEndpoint,
  staffBookingEndpoint,
  staffBookingsEndpoint,
  therapistsEndpoint,
} from '@praxis/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyOf, queryScopeOf } from './query-keys.ts';

describe('queryKeyOf', () => {
  it('is the path after /api, its parameters filled in, then the query', () => {
    expect(queryKeyOf(invoiceMailTextEndpoint, { params: { id: 5 }, query: { reminderLevel: 2 } })).toEqual([
      'staff',
      'invoices',
      '5',
      'mail-text',
      { query: { reminderLevel: 2 } },
    ]);
    expect(queryKeyOf(reminderPdfEndpoint, { params: { id: 5, level: 1 } })).toEqual(['staff', 'invoices', '5', 'reminders', '1', 'pdf']);
    expect(queryKeyOf(sessionEndpoint)).toEqual(['account', 'me']);
  });

  it('names a parameter by its text, as the URL does: 5 and "5" are one entry', () => {
    expect(queryKeyOf(staffBookingEndpoint, { params: { id: 5 } })).toEqual(queryKeyOf(staffBookingEndpoint, { params: { id: '5' } }));
  });

  it('adds any other discriminator to the last element, and nothing when all of it is undefined', () => {
    expect(queryKeyOf(invoiceListEndpoint, { filters: { state: null, year: '2026', search: '' } })).toEqual([
      'staff',
      'invoices',
      { filters: { state: null, year: '2026', search: '' } },
    ]);
    expect(queryKeyOf(invoiceMailTextEndpoint, { params: { id: 5 }, query: undefined })).toEqual(['staff', 'invoices', '5', 'mail-text']);
  });

  it('ends before the first parameter not given: the prefix of every query under that path', () => {
    expect(queryKeyOf(invoiceMailTextEndpoint)).toEqual(['staff', 'invoices']);
    expect(queryKeyOf(reminderPdfEndpoint, { params: { id: 5 } })).toEqual(['staff', 'invoices', '5', 'reminders']);
  });

  it('checks the parameters’ names against the path', () => {
    // @ts-expect-error: the path has `:id`, no `:invoiceId`
    queryKeyOf(invoiceMailTextEndpoint, { params: { invoiceId: 5 } });
    // @ts-expect-error: the path has no parameter at all
    queryKeyOf(therapistsEndpoint, { params: { id: 5 } });
    // @ts-expect-error: the query has no `level` (it is `reminderLevel`)
    queryKeyOf(invoiceMailTextEndpoint, { params: { id: 5 }, query: { level: 2 } });
  });
});

describe('invalidating by a prefix key', () => {
  const mailText = queryKeyOf(invoiceMailTextEndpoint, { params: { id: 5 }, query: { reminderLevel: 1 } });
  const invoiceList = queryKeyOf(invoiceListEndpoint, { filters: { state: null, year: null, search: '' } });
  const bookingList = queryKeyOf(staffBookingsEndpoint, { query: { from: '2026-01-01', to: '2026-01-31' } });
  const booking = queryKeyOf(staffBookingEndpoint, { params: { id: 5 } });
  const therapists = queryKeyOf(therapistsEndpoint);

  /** A cache with data for each key (fresh until invalidated: no observer, so stale only when invalidated). */
  const seeded = () => {
    const client = new QueryClient();
    for (const key of [mailText, invoiceList, bookingList, booking, therapists]) client.setQueryData(key, {});
    return client;
  };
  const staleKeys = (client: QueryClient) =>
    client
      .getQueryCache()
      .findAll({ stale: true })
      .map((query) => query.queryKey);

  it('marks the detailed queries under the path stale, and none elsewhere', async () => {
    const client = seeded();
    expect(staleKeys(client)).toEqual([]);
    await client.invalidateQueries({ queryKey: queryKeyOf(invoiceListEndpoint) });
    expect(staleKeys(client)).toEqual([mailText, invoiceList]);
  });

  it('with a parameter, only that one’s queries', async () => {
    const client = seeded();
    const otherMailText = queryKeyOf(invoiceMailTextEndpoint, { params: { id: 6 } });
    client.setQueryData(otherMailText, {});
    await client.invalidateQueries({ queryKey: queryKeyOf(invoiceMailTextEndpoint, { params: { id: 5 } }) });
    expect(staleKeys(client)).toEqual([mailText]);
  });

  it('with an empty query, the lists of a path but not the items under it', async () => {
    const client = seeded();
    await client.invalidateQueries({ queryKey: queryKeyOf(staffBookingsEndpoint, { query: {} }) });
    expect(staleKeys(client)).toEqual([bookingList]);
  });

  it('a scope reaches every query of the area', async () => {
    const client = seeded();
    expect(queryScopeOf(staffBookingsEndpoint, 1)).toEqual(['staff']);
    await client.invalidateQueries({ queryKey: queryScopeOf(staffBookingsEndpoint, 1) });
    expect(staleKeys(client)).toEqual([mailText, invoiceList, bookingList, booking]);
  });
});
