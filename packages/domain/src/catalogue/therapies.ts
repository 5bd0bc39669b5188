/** A therapy as seeded: `labelKey` names its texts in the `therapies` translation namespace. */
export interface TherapySeed {
  id: number;
  labelKey: string;
  image: string;
  /** Arrangement ids (durations) offered for this therapy. */
  arrangementIds: number[];
  /** Its Tarif 590 method code ("Methodenziffer"), where a public source confirms one. */
  tariff590Code?: string;
}

/**
 * The 13 therapies of the specification, in its order, with the Tarif 590 method codes the
 * professional body of medical masseurs (OdA MM, "Tarife", 2018) lists for its core methods:
 * 1025 connective tissue massage, 1039 electrotherapy, 1052 foot reflexology, 1062 classic
 * massage, 1066 manual lymph drainage (the insurers' example bill of CSS shows 1025 and 1066 too).
 * NOTE: the others have no code here: none was found in a public source, so staff enter the code
 * their registration (EMR/ASCA) allows in the catalogue editor.
 */
export const THERAPIES: readonly TherapySeed[] = [
  { id: 1, labelKey: 'classic_massage', image: 'classic-massage.svg', arrangementIds: [1, 2, 3], tariff590Code: '1062' },
  { id: 2, labelKey: 'sports_massage', image: 'sports-massage.svg', arrangementIds: [1, 2, 3] },
  { id: 3, labelKey: 'lymph_drainage', image: 'lymph-drainage.svg', arrangementIds: [1, 2, 3], tariff590Code: '1066' },
  { id: 4, labelKey: 'foot_reflexology', image: 'foot-reflexology.svg', arrangementIds: [1, 2], tariff590Code: '1052' },
  { id: 5, labelKey: 'headache_therapy', image: 'headache-therapy.svg', arrangementIds: [1, 2] },
  { id: 6, labelKey: 'connective_tissue', image: 'connective-tissue.svg', arrangementIds: [1, 2], tariff590Code: '1025' },
  { id: 7, labelKey: 'anti_stress', image: 'anti-stress.svg', arrangementIds: [2, 3] },
  { id: 8, labelKey: 'pregnancy_massage', image: 'pregnancy-massage.svg', arrangementIds: [2, 3] },
  { id: 9, labelKey: 'electrotherapy', image: 'electrotherapy.svg', arrangementIds: [1], tariff590Code: '1039' },
  { id: 10, labelKey: 'fascia', image: 'fascia.svg', arrangementIds: [1, 2, 3] },
  { id: 11, labelKey: 'cupping', image: 'cupping.svg', arrangementIds: [1, 2] },
  { id: 12, labelKey: 'kinesio', image: 'kinesio.svg', arrangementIds: [1] },
  { id: 13, labelKey: 'triggerpoint', image: 'triggerpoint.svg', arrangementIds: [1, 2, 3] },
];

/** The default therapy of the booking flow. */
export const DEFAULT_THERAPY_ID = 1;
