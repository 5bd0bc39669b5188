import {
  LANGUAGES,
  LIMITS,
  type BioInput,
  type Language,
  type PublicTherapy,
  type TherapistProfileUpdate,
  type therapistProfileUpdateSchema,
} from '@praxis/domain';
import type { z } from 'zod';
import type { FieldRenames } from '../../../lib/zod-form-errors.ts';
import type { TherapistProfile } from '../api/therapist-profile-queries.ts';

/** A biography as typed: paragraphs separated by a blank line, list items one per line. */
export interface BioFields {
  title: string;
  summary: string;
  paragraphs: string;
  focus: string;
  qualifications: string;
}

/** A therapy offered, in the order of the catalogue; durations as the checkboxes' values. */
export interface OfferFields {
  therapyId: number;
  arrangementIds: string[];
}

export interface ProfileFormValues {
  [key: string]: unknown;
  bio: Record<Language, BioFields>;
  languages: string[];
  zsr: string;
  emr: string;
  published: boolean;
  offers: OfferFields[];
}

const EMPTY_BIO: BioFields = { title: '', summary: '', paragraphs: '', focus: '', qualifications: '' };
const BIO_LISTS = ['paragraphs', 'focus', 'qualifications'] as const;

/** The form's values from a loaded profile; offers only of therapies and durations the catalogue still has. */
export function toFormValues(profile: TherapistProfile, therapies: readonly PublicTherapy[] | undefined): ProfileFormValues {
  const bio = Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = profile.bio[language];
      const fields: BioFields = own
        ? {
            title: own.title,
            summary: own.summary,
            paragraphs: own.paragraphs.join('\n\n'),
            focus: own.focus.join('\n'),
            qualifications: own.qualifications.join('\n'),
          }
        : EMPTY_BIO;
      return [language, fields];
    }),
  ) as Record<Language, BioFields>;
  const offers: OfferFields[] = [];
  for (const therapy of therapies ?? []) {
    const offer = profile.offers.find((o) => o.therapyId === therapy.id);
    if (offer) offers.push({ therapyId: therapy.id, arrangementIds: offer.arrangementIds.filter((id) => therapy.arrangementIds.includes(id)).map(String) });
  }
  return { bio, languages: profile.languages, zsr: profile.zsr ?? '', emr: profile.emr ?? '', published: profile.published, offers };
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A biography as the API takes it. */
export function toBioInput(fields: BioFields): BioInput {
  return {
    title: fields.title,
    summary: fields.summary,
    paragraphs: paragraphsOf(fields.paragraphs),
    focus: linesOf(fields.focus),
    qualifications: linesOf(fields.qualifications),
  };
}

/** True when nothing is written in this language: it is left out and the site shows German. */
export function isEmptyBio(fields: BioFields): boolean {
  return Object.values(fields).every((value) => value.trim() === '');
}

/** The biographies to send: German always, another language only when something is written in it. */
export function toBioByLanguage(bio: Record<Language, BioFields>): TherapistProfileUpdate['bio'] {
  const entries = LANGUAGES.filter((language) => language === 'de' || !isEmptyBio(bio[language])).map((language) => [language, toBioInput(bio[language])]);
  return Object.fromEntries(entries) as TherapistProfileUpdate['bio'];
}

/** A therapist's own save: the biography only (the server refuses anything else from them). */
export const toOwnInput = (values: ProfileFormValues) => ({ bio: toBioByLanguage(values.bio) });

/** A staff manager's save: everything; empty registry numbers are none. */
export function toManagerInput(values: ProfileFormValues): z.input<typeof therapistProfileUpdateSchema> {
  return {
    bio: toBioByLanguage(values.bio),
    languages: values.languages,
    zsr: values.zsr.trim() === '' ? null : values.zsr,
    emr: values.emr.trim() === '' ? null : values.emr,
    published: values.published,
    offers: values.offers.map((offer) => ({ therapyId: offer.therapyId, arrangementIds: offer.arrangementIds.map(Number) })),
  };
}

/** Paths of list items (`bio.de.paragraphs.3`, `languages.2`) shown at their one input. */
export const PROFILE_RENAMES: FieldRenames = Object.fromEntries([
  ...LANGUAGES.flatMap((language) =>
    BIO_LISTS.flatMap((list) =>
      Array.from({ length: 2 * Math.max(LIMITS.bioParagraphs, LIMITS.bioListItems) }, (_, i) => [`bio.${language}.${list}.${i}`, `bio.${language}.${list}`]),
    ),
  ),
  ...Array.from({ length: 2 * LIMITS.spokenLanguages }, (_, i) => [`languages.${i}`, 'languages']),
]);
