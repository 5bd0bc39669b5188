/** A working time range on a weekday (0 Sunday ... 6 Saturday), wall-clock "HH:MM". */
export interface TimeRange {
  weekday: number;
  from: string;
  to: string;
}

export interface WeekPlan {
  id: number;
  ranges: TimeRange[];
}

/** The flexible break: at `time` for `durationMinutes`, or 30 minutes later when its first position is booked. */
export interface FlexBreak {
  time: string;
  durationMinutes: number;
  mayMoveLater: boolean;
}

/** From `begins` on, a therapist works by the week plans of `sequence` in rotation (week A, B, ...). */
export interface TherapistPlan {
  therapistId: number;
  begins: string;
  sequence: number[];
  flexBreak: FlexBreak | null;
}

/** Time a therapist (or, with therapistId null, the whole practice) is away. */
export interface AbsenceSpan {
  therapistId: number | null;
  startMs: number;
  endMs: number;
  /** Short-term absences block online booking only; staff may still book. */
  shortTerm: boolean;
}

/** A non-cancelled booking of a therapist. */
export interface BookedSpan {
  therapistId: number;
  startMs: number;
  endMs: number;
}

export type SlotState = 'past' | 'none' | 'booked' | 'insufficient' | 'free' | 'break';

export interface Slot {
  start: string;
  state: SlotState;
}

export interface DayAvailability {
  date: string;
  slots: Slot[];
}
