/** "Anna Meier", or the e-mail address while the names are missing. */
export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
