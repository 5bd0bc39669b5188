import { ARRANGEMENTS, THERAPIES, type PublicArrangement, type PublicTherapy } from '@praxis/domain';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import picker from '../../../locales/de/picker.json';
import { renderWithTheme } from '../../../test/render.tsx';

/** The seeded catalogue as the public API would list it; names are the label keys. */
export const therapies: PublicTherapy[] = THERAPIES.map((t) => ({ ...t, arrangementIds: [...t.arrangementIds], sortOrder: t.id, texts: {} }));
export const arrangements: PublicArrangement[] = ARRANGEMENTS.map((a) => ({ ...a }));
export const therapyText = (therapy: PublicTherapy) => ({ name: therapy.labelKey, short: `Kurztext ${therapy.id}` });
export const imageOf = (therapy: PublicTherapy) => `/images/${therapy.image}`;

/** Renders with the theme, a router and the German picker texts. */
export function renderPicker(ui: ReactElement) {
  i18n.addResourceBundle('de', 'picker', picker, true, true);
  return renderWithTheme(<MemoryRouter>{ui}</MemoryRouter>);
}
