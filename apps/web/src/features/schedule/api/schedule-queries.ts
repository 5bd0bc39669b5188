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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

export const therapistName = (t: Therapist) => [t.firstName, t.lastName].filter(Boolean).join(' ') || t.email;

export function useWeekPlans() {
  return useQuery({
    queryKey: ['week-plans'],
    queryFn: async () => (await api(weekPlansEndpoint)).weekPlans,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useTherapistPlans() {
  return useQuery({
    queryKey: ['therapist-plans'],
    queryFn: () => api(therapistPlansEndpoint),
    refetchInterval: STAFF_REFRESH,
  });
}

export function useAbsences(scope: 'upcoming' | 'past') {
  return useQuery({
    queryKey: ['absences', scope],
    queryFn: async () => (await api(absencesEndpoint, { query: { scope } })).absences,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useOperationPlan(week: string, enabled = true) {
  return useQuery({
    queryKey: ['operation-plan', week],
    queryFn: () => api(operationPlanEndpoint, { query: { week } }),
    enabled,
    refetchInterval: STAFF_REFRESH,
  });
}

/** The schedule's mutations; each refreshes what it changes. */
export function useScheduleActions() {
  const queryClient = useQueryClient();
  const refresh =
    (...keys: string[]) =>
    () =>
      Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  return {
    saveWeekPlan: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: WeekPlanInput }) =>
        id === null ? api(createWeekPlanEndpoint, { body: input }) : api(updateWeekPlanEndpoint, { params: { id }, body: input }),
      onSuccess: refresh('week-plans', 'operation-plan'),
    }),
    deleteWeekPlan: useMutation({
      mutationFn: (id: number) => api(deleteWeekPlanEndpoint, { params: { id } }),
      onSuccess: refresh('week-plans'),
    }),
    saveTherapistPlan: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: TherapistPlanInput }) =>
        id === null ? api(createTherapistPlanEndpoint, { body: input }) : api(updateTherapistPlanEndpoint, { params: { id }, body: input }),
      onSuccess: refresh('therapist-plans', 'operation-plan'),
    }),
    deleteTherapistPlan: useMutation({
      mutationFn: (id: number) => api(deleteTherapistPlanEndpoint, { params: { id } }),
      onSuccess: refresh('therapist-plans', 'operation-plan'),
    }),
    createAbsence: useMutation({
      mutationFn: (input: AbsenceInput) => api(createAbsenceEndpoint, { body: input }),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
    cancelAbsence: useMutation({
      mutationFn: (id: number) => api(cancelAbsenceEndpoint, { params: { id } }),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
    restoreAbsence: useMutation({
      mutationFn: (id: number) => api(restoreAbsenceEndpoint, { params: { id } }),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
  };
}
