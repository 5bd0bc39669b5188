import type { PublicSettings } from '@praxis/domain';

/** The interpolation values content texts use: {{practiceName}}, {{city}}, {{cancelHours}}, ... */
export function practiceValues(settings: PublicSettings) {
  return {
    practiceName: settings.name,
    legalName: settings.legalName,
    street: settings.street,
    postalCode: settings.postalCode,
    city: settings.city,
    email: settings.email,
    phone: settings.phone,
    cancelHours: settings.cancelHours,
  };
}
