/**
 * Swiss health insurers that sell supplementary insurance (VVG) covering complementary therapies,
 * offered as suggestions for the customer's insurer (specification 3.09); any other name may be
 * typed. Brand names, the same in every language.
 */
export const SWISS_SUPPLEMENTARY_INSURERS = [
  'Agrisano',
  'Aquilana',
  'Assura',
  'Atupri',
  'Avenir',
  'Concordia',
  'CSS',
  'EGK-Gesundheitskasse',
  'Galenos',
  'Groupe Mutuel',
  'Helsana',
  'KPT',
  'ÖKK',
  'Philos',
  'Rhenusana',
  'Sanitas',
  'Swica',
  'Sympany',
  'Visana',
] as const;
