import type {
  AbsenceConflictDto,
  AbsenceDto,
  AbsenceInput,
  absencesContract,
  cancelAbsenceContract,
  createAbsenceContract,
  createTherapistPlanContract,
  createWeekPlanContract,
  deleteTherapistPlanContract,
  deleteWeekPlanContract,
  OperationDayDto,
  OperationPlanDto,
  operationPlanContract,
  ResponseOf,
  restoreAbsenceContract,
  ScheduleTherapistDto,
  TherapistPlanDto,
  TherapistPlanInput,
  therapistPlansContract,
  updateTherapistPlanContract,
  updateWeekPlanContract,
  WeekPlanDto,
  WeekPlanInput,
  weekPlansContract,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

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
    queryFn: async () => (await apiGet<ResponseOf<typeof weekPlansContract>>('/api/week-plans')).weekPlans,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useTherapistPlans() {
  return useQuery({
    queryKey: ['therapist-plans'],
    queryFn: () => apiGet<ResponseOf<typeof therapistPlansContract>>('/api/therapist-plans'),
    refetchInterval: STAFF_REFRESH,
  });
}

export function useAbsences(scope: 'upcoming' | 'past') {
  return useQuery({
    queryKey: ['absences', scope],
    queryFn: async () => (await apiGet<ResponseOf<typeof absencesContract>>(`/api/absences?scope=${scope}`)).absences,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useOperationPlan(week: string, enabled = true) {
  return useQuery({
    queryKey: ['operation-plan', week],
    queryFn: () => apiGet<ResponseOf<typeof operationPlanContract>>(`/api/operation-plan?week=${week}`),
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
        id === null
          ? apiSend<ResponseOf<typeof createWeekPlanContract>>('POST', '/api/week-plans', input)
          : apiSend<ResponseOf<typeof updateWeekPlanContract>>('PUT', `/api/week-plans/${id}`, input),
      onSuccess: refresh('week-plans', 'operation-plan'),
    }),
    deleteWeekPlan: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof deleteWeekPlanContract>>('DELETE', `/api/week-plans/${id}`),
      onSuccess: refresh('week-plans'),
    }),
    saveTherapistPlan: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: TherapistPlanInput }) =>
        id === null
          ? apiSend<ResponseOf<typeof createTherapistPlanContract>>('POST', '/api/therapist-plans', input)
          : apiSend<ResponseOf<typeof updateTherapistPlanContract>>('PUT', `/api/therapist-plans/${id}`, input),
      onSuccess: refresh('therapist-plans', 'operation-plan'),
    }),
    deleteTherapistPlan: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof deleteTherapistPlanContract>>('DELETE', `/api/therapist-plans/${id}`),
      onSuccess: refresh('therapist-plans', 'operation-plan'),
    }),
    createAbsence: useMutation({
      mutationFn: (input: AbsenceInput) => apiSend<ResponseOf<typeof createAbsenceContract>>('POST', '/api/absences', input),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
    cancelAbsence: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof cancelAbsenceContract>>('POST', `/api/absences/${id}/cancel`),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
    restoreAbsence: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof restoreAbsenceContract>>('POST', `/api/absences/${id}/restore`),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
  };
}
