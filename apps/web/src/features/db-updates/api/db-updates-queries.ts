import { type AppliedMigrationDto, type dbUpdatesContract, dbUpdatesEndpoint, type PendingMigrationDto, type ResponseOf } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export type DbUpdates = ResponseOf<typeof dbUpdatesContract>;
export type AppliedMigration = AppliedMigrationDto;
export type PendingMigration = PendingMigrationDto;

/** The migrations, the pending ones and the versions (admins); refreshed every 60 s like the staff lists. */
export function useDbUpdates() {
  return useQuery({
    queryKey: queryKeyOf(dbUpdatesEndpoint),
    queryFn: () => api(dbUpdatesEndpoint),
    refetchInterval: 60_000,
  });
}
