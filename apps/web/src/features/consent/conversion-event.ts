import type { Conversion } from '../../lib/conversions.ts';
import { consentChoice } from './consent-store.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The e-mail as the tag manager's enhanced conversions expect it: trimmed, lower-cased, SHA-256 in hex. */
export async function hashedEmail(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Pushes a conversion to the tag manager's data layer, with the e-mail only as its hash, and only
 * while the visitor has accepted analytics and marketing; otherwise nothing is sent or kept.
 */
export async function pushConversion(conversion: Conversion): Promise<void> {
  if (consentChoice() !== 'accepted') return;
  const hash = await hashedEmail(conversion.email);
  // Consent may have been withdrawn while hashing.
  if (consentChoice() !== 'accepted') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: conversion.name, value: conversion.value, user_data: { sha256_email_address: hash } });
}
