import {
  type AbsenceConflictDto,
  type AbsenceDto,
  type AbsenceInput,
  absencesEndpoint,
  cancelAbsenceEndpoint,
  createAbsenceEndpoint,
  createTherapistPlanEndpoint,
  createWeekPlanEndpoint,
  deleteTherapistPlanEndpoint,
  deleteWeekPlanEndpoint,
  type OperationDayDto,
  type OperationPlanDto,
  operationPlanEndpoint,
  restoreAbsenceEndpoint,
  type ScheduleTherapistDto,
  type TherapistPlanDto,
  type TherapistPlanInput,
  therapistPlansEndpoint,
  updateTherapistPlanEndpoint,
  updateWeekPlanEndpoint,
  type WeekPlanDto,
  type WeekPlanInput,
  weekPlansEndpoint,
} from '@praxis/domain';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { personName } from '../../../lib/person-name.ts';

/** Staff lists refresh every 60 s (DESIGN.md section 3). */
const STAFF_REFRESH = 60_000;

// The answers' shapes come from the domain's contracts; the old names stay for the components.
export type WeekPlan = WeekPlanDto;
export type TherapistPlan = TherapistPlanDto;
export type Therapist = ScheduleTherapistDto;
export type Absence = AbsenceDto;
export type AbsenceConflict = AbsenceConflictDto;
export type OperationDay = OperationDayDto;
export type OperationPlan = OperationPlanDto;

export const therapistName = (t: Therapist) => personName(t);

export function useWeekPlans() {
  return useQuery({
    queryKey: queryKeyOf(weekPlansEndpoint),
    queryFn: async () => (await api(weekPlansEndpoint)).weekPlans,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useTherapistPlans() {
  return useQuery({
    queryKey: queryKeyOf(therapistPlansEndpoint),
    queryFn: () => api(therapistPlansEndpoint),
    refetchInterval: STAFF_REFRESH,
  });
}

export function useAbsences(scope: 'upcoming' | 'past') {
  return useQuery({
    queryKey: queryKeyOf(absencesEndpoint, { query: { scope } }),
    queryFn: async () => (await api(absencesEndpoint, { query: { scope } })).absences,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useOperationPlan(week: string, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(operationPlanEndpoint, { query: { week } }),
    queryFn: () => api(operationPlanEndpoint, { query: { week } }),
    enabled,
    refetchInterval: STAFF_REFRESH,
  });
}

/** The schedule's mutations; each refreshes what it changes. */
export function useScheduleActions() {
  const queryClient = useQueryClient();
  // Each list of the schedule lives under its own path: `queryKeyOf(endpoint)` is every query of it.
  const weekPlans = queryKeyOf(weekPlansEndpoint);
  const therapistPlans = queryKeyOf(therapistPlansEndpoint);
  const absences = queryKeyOf(absencesEndpoint);
  const operationPlan = queryKeyOf(operationPlanEndpoint);
  const refresh =
    (...keys: QueryKey[]) =>
    () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    saveWeekPlan: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: WeekPlanInput }) =>
        id === null ? api(createWeekPlanEndpoint, { body: input }) : api(updateWeekPlanEndpoint, { params: { id }, body: input }),
      onSuccess: refresh(weekPlans, operationPlan),
    }),
    deleteWeekPlan: useMutation({
      mutationFn: (id: number) => api(deleteWeekPlanEndpoint, { params: { id } }),
      onSuccess: refresh(weekPlans),
    }),
    saveTherapistPlan: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: TherapistPlanInput }) =>
        id === null ? api(createTherapistPlanEndpoint, { body: input }) : api(updateTherapistPlanEndpoint, { params: { id }, body: input }),
      onSuccess: refresh(therapistPlans, operationPlan),
    }),
    deleteTherapistPlan: useMutation({
      mutationFn: (id: number) => api(deleteTherapistPlanEndpoint, { params: { id } }),
      onSuccess: refresh(therapistPlans, operationPlan),
    }),
    createAbsence: useMutation({
      mutationFn: (input: AbsenceInput) => api(createAbsenceEndpoint, { body: input }),
      onSuccess: refresh(absences, operationPlan),
    }),
    cancelAbsence: useMutation({
      mutationFn: (id: number) => api(cancelAbsenceEndpoint, { params: { id } }),
      onSuccess: refresh(absences, operationPlan),
    }),
    restoreAbsence: useMutation({
      mutationFn: (id: number) => api(restoreAbsenceEndpoint, { params: { id } }),
      onSuccess: refresh(absences, operationPlan),
    }),
  };
}
