type DataLayerWindow = Window & { dataLayer?: unknown[] };

const CONSENT_KEYS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;

function dataLayer(): unknown[] {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

// NOTE: the tag manager reads gtag commands as `arguments` objects, not as arrays.
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

const consentValue = (granted: boolean) => Object.fromEntries(CONSENT_KEYS.map((key) => [key, granted ? 'granted' : 'denied']));

let loaded = false;

/**
 * Loads the tag manager after consent, with every consent permission granted. Called only when
 * the visitor accepted and an id is configured.
 */
export function loadTagManager(id: string): void {
  if (loaded) return;
  loaded = true;
  gtag('consent', 'default', consentValue(false));
  gtag('consent', 'update', consentValue(true));
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** After a reject: tells an already loaded tag manager that every permission is denied. */
export function denyTagManager(): void {
  if (loaded) gtag('consent', 'update', consentValue(false));
}
