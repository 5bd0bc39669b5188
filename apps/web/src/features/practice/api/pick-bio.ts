import { DEFAULT_LANGUAGE, isLanguage, type PublicTherapist } from '@praxis/domain';

/** The biography in `language`, else German, else any language the profile has. */
export function pickBio(therapist: PublicTherapist, language: string) {
  const own = isLanguage(language) ? therapist.bio[language] : undefined;
  return own ?? therapist.bio[DEFAULT_LANGUAGE] ?? Object.values(therapist.bio)[0];
}
