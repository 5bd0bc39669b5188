import type { DrawingPoint, JournalTexts, Stroke } from '@praxis/domain';

// A therapist's journal and body drawing as the history writes them for a few regular customers:
// a course of back and neck treatments, told in the practice's language (German).

const COMPLAINTS = [
  'Verspannungen im Nacken und zwischen den Schulterblättern, stärker nach langen Bürotagen.',
  'Schmerzen im unteren Rücken links, ausstrahlend ins Gesäss, seit dem Umzug vor drei Wochen.',
  'Schwere Beine am Abend, leichte Schwellung der Knöchel.',
  'Spannungskopfschmerz zwei- bis dreimal pro Woche, Kiefer verspannt.',
];
// Regions and techniques, not the therapy: the journal's header names the therapy booked.
const TREATMENTS = [
  'Rücken und Nacken, Triggerpunkte M. trapezius beidseits, Dehnung der Halsmuskulatur.',
  'Nach Wärmeanwendung Lendenwirbelsäule und Gesäss, Dehnung M. piriformis.',
  'Beide Beine von distal nach proximal, danach Hochlagerung.',
  'Nacken, Schultergürtel und Kiefermuskulatur, Querfriktion an der Schulterblattkante.',
];
const PROGRESS = [
  'Deutlich lockerer nach der Behandlung, Beweglichkeit des Kopfes verbessert.',
  'Schmerz von 6 auf 3 (von 10) gesunken; Übungen für zu Hause gezeigt.',
  'Seit der letzten Behandlung weniger Beschwerden, schläft besser.',
  'Heute stärker verspannt als beim letzten Mal, viel am Computer gearbeitet.',
];
const FINDINGS = [
  'Myogelosen M. trapezius pars descendens',
  'Lumbalgie ohne Ausstrahlung unter das Knie',
  'Leichtes Lymphödem beider Unterschenkel',
  'Hypertonus der Nackenmuskulatur',
];

/** The journal of a customer's `visit`-th treatment (from 0): the complaint from the first visit on, the progress after it. */
export function journalOf(customer: number, visit: number): JournalTexts {
  const topic = customer % COMPLAINTS.length;
  return {
    history: visit === 0 ? COMPLAINTS[topic]! : `Verlauf: ${PROGRESS[(customer + visit) % PROGRESS.length]!}`,
    treatment: TREATMENTS[topic]!,
    notes: visit === 0 ? 'Erstbehandlung; Gesundheitsformular besprochen.' : `${visit + 1}. Behandlung.`,
    diagnosis: FINDINGS[topic]!,
  };
}

/** A closed ring of points around (`x`, `y`): how a therapist circles a painful area. */
function ring(x: number, y: number, rx: number, ry: number): DrawingPoint[] {
  return Array.from({ length: 25 }, (_, i) => {
    const angle = (i / 24) * 2 * Math.PI;
    return [Math.round(x + rx * Math.cos(angle)), Math.round(y + ry * Math.sin(angle)), 0.5] as DrawingPoint;
  });
}

/** The back view of a customer's drawing: the painful areas of their complaint circled in red, what was treated hatched in blue. */
export function backDrawingOf(customer: number): Stroke[] {
  const areas: Array<[number, number, number, number]> = [
    [250, 190, 70, 35],
    [215, 470, 45, 40],
    [250, 800, 90, 60],
    [250, 150, 55, 30],
  ];
  const [x, y, rx, ry] = areas[customer % areas.length]!;
  const hatch: DrawingPoint[] = [
    [x - rx / 2, y - ry / 2, 0.5],
    [x + rx / 2, y + ry / 2, 0.5],
  ];
  return [
    { pen: 'm', colour: 'red', points: ring(x, y, rx, ry) },
    { pen: 's', colour: 'blue', points: hatch },
  ];
}
