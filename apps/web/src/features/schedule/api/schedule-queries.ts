import type { AbsenceInput, TherapistPlanInput, TimeRange, WeekPlanInput } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** Staff lists refresh every 60 s (DESIGN.md section 3). */
const STAFF_REFRESH = 60_000;

export interface WeekPlan {
  id: number;
  name: string;
  ranges: TimeRange[];
  plannedMinutes: number;
  openingMinutes: number;
}
export interface TherapistPlan {
  id: number;
  therapistId: number;
  begins: string;
  sequence: number[];
  breakTime: string | null;
  breakMinutes: number;
  breakMayMove: boolean;
}
export interface Therapist {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}
export interface Absence {
  id: number;
  therapistId: number | null;
  therapistName: string | null;
  typeId: number;
  startsAt: string;
  endsAt: string;
  fullDay: boolean;
  shortTerm: boolean;
  note: string;
  cancelledAt: string | null;
}
export interface AbsenceConflict {
  id: number;
  startsAt: string;
  endsAt: string;
  therapyLabelKey: string;
  customerName: string;
}
export interface OperationDay {
  date: string;
  ranges: Array<{ from: string; to: string }>;
  absences: Array<{ id: number; typeId: number; startsAt: string; endsAt: string; shortTerm: boolean; general: boolean }>;
  bookings: number;
  /** How many of `bookings` are reservations not yet confirmed (absent from older servers: 0). */
  temporaryBookings?: number;
  bookedMinutes: number;
}
export interface OperationPlan {
  week: string;
  days: string[];
  therapists: Array<{ id: number; name: string; days: OperationDay[] }>;
}

export const therapistName = (t: Therapist) => [t.firstName, t.lastName].filter(Boolean).join(' ') || t.email;

export function useWeekPlans() {
  return useQuery({
    queryKey: ['week-plans'],
    queryFn: async () => (await apiGet<{ weekPlans: WeekPlan[] }>('/api/week-plans')).weekPlans,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useTherapistPlans() {
  return useQuery({
    queryKey: ['therapist-plans'],
    queryFn: () => apiGet<{ plans: TherapistPlan[]; therapists: Therapist[] }>('/api/therapist-plans'),
    refetchInterval: STAFF_REFRESH,
  });
}

export function useAbsences(scope: 'upcoming' | 'past') {
  return useQuery({
    queryKey: ['absences', scope],
    queryFn: async () => (await apiGet<{ absences: Absence[] }>(`/api/absences?scope=${scope}`)).absences,
    refetchInterval: STAFF_REFRESH,
  });
}

export function useOperationPlan(week: string) {
  return useQuery({
    queryKey: ['operation-plan', week],
    queryFn: () => apiGet<OperationPlan>(`/api/operation-plan?week=${week}`),
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
        id === null ? apiSend<WeekPlan>('POST', '/api/week-plans', input) : apiSend<WeekPlan>('PUT', `/api/week-plans/${id}`, input),
      onSuccess: refresh('week-plans', 'operation-plan'),
    }),
    deleteWeekPlan: useMutation({ mutationFn: (id: number) => apiSend('DELETE', `/api/week-plans/${id}`), onSuccess: refresh('week-plans') }),
    saveTherapistPlan: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: TherapistPlanInput }) =>
        id === null ? apiSend<TherapistPlan>('POST', '/api/therapist-plans', input) : apiSend<TherapistPlan>('PUT', `/api/therapist-plans/${id}`, input),
      onSuccess: refresh('therapist-plans', 'operation-plan'),
    }),
    deleteTherapistPlan: useMutation({
      mutationFn: (id: number) => apiSend('DELETE', `/api/therapist-plans/${id}`),
      onSuccess: refresh('therapist-plans', 'operation-plan'),
    }),
    createAbsence: useMutation({
      mutationFn: (input: AbsenceInput) => apiSend<{ id: number; conflicts: AbsenceConflict[] }>('POST', '/api/absences', input),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
    cancelAbsence: useMutation({ mutationFn: (id: number) => apiSend('POST', `/api/absences/${id}/cancel`), onSuccess: refresh('absences', 'operation-plan') }),
    restoreAbsence: useMutation({
      mutationFn: (id: number) => apiSend('POST', `/api/absences/${id}/restore`),
      onSuccess: refresh('absences', 'operation-plan'),
    }),
  };
}
