/**
 * Installs the service worker (public/sw.js is written by the build, so production builds only)
 * once the page has loaded: its precaching then never competes with the first paint.
 * A new deploy's worker takes over by itself (see src/pwa/service-worker.js).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, storage off) runs the site as before: nothing to tell.
    navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
