/** A duration offer: treatment minutes inside a longer booking slot, at a price in Rappen. */
export interface ArrangementSeed {
  id: number;
  durationMinutes: number;
  slotMinutes: number;
  priceRappen: number;
  image: string;
}

/** The three durations of the specification: 25/55/85 minutes in 30/60/90-minute slots. */
export const ARRANGEMENTS: readonly ArrangementSeed[] = [
  { id: 1, durationMinutes: 25, slotMinutes: 30, priceRappen: 7500, image: 'duration-25.svg' },
  { id: 2, durationMinutes: 55, slotMinutes: 60, priceRappen: 14000, image: 'duration-55.svg' },
  { id: 3, durationMinutes: 85, slotMinutes: 90, priceRappen: 21500, image: 'duration-85.svg' },
];

/** The default arrangement of the booking flow. */
export const DEFAULT_ARRANGEMENT_ID = 2;
