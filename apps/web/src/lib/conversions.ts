/**
 * Conversions the app reports (specification sections 5 and 9), handed from the feature where
 * they happen to whoever forwards them (the consent feature, only with consent). NOTE: the e-mail
 * travels only inside the page; the listener hashes it before anything leaves.
 */
export type Conversion = { name: 'sign_up'; value: number; email: string };

/** The value of a new registration. */
export const SIGN_UP_VALUE = 2;

const listeners = new Set<(conversion: Conversion) => void>();

/** Tells the listeners about a conversion; without a listener it is dropped. */
export function reportConversion(conversion: Conversion): void {
  for (const listener of listeners) listener(conversion);
}

/** Listens for conversions; returns the function that stops listening. */
export function onConversion(listener: (conversion: Conversion) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
