/**
 * Makes /driver an installable app (decision 0029): the web app manifest and the theme colour
 * in the page's head, and the service worker (public/driver-sw.js) for the /driver scope. The
 * worker is told which files this page loaded before it took control (a first visit), so the
 * app opens without network from then on.
 */
export const DRIVER_MANIFEST = '/driver.webmanifest';
export const DRIVER_WORKER = '/driver-sw.js';
export const DRIVER_SCOPE = '/driver';
/** The worker's cache of the app's last answers (jobs, the site), emptied at sign-out. */
const ANSWERS_CACHE = 'ridedesk-driver-answers';

const addToHead = (tag: 'link' | 'meta', attributes: Record<string, string>) => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
};

/** Same-origin build files this page has loaded so far. */
const loadedFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`));

const registerWorker = async () => {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(DRIVER_WORKER, { scope: DRIVER_SCOPE });
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  worker?.postMessage({ type: 'keep-files', urls: loadedFiles() });
};

/** Puts the manifest in place and registers the worker; answers how to take the head tags away again. */
export const installDriverApp = () => {
  const manifest = addToHead('link', { rel: 'manifest', href: DRIVER_MANIFEST });
  const theme = addToHead('meta', { name: 'theme-color', content: '#009DFF' });
  void registerWorker().catch((error: unknown) => console.warn('The chauffeur app works online only:', error));
  return () => {
    manifest.remove();
    theme.remove();
  };
};

/** At sign-out: the next person on this phone must not read this chauffeur's jobs offline. */
export const forgetDriverAnswers = async () => {
  if (typeof caches === 'undefined') return;
  await caches.delete(ANSWERS_CACHE).catch(() => false);
};
