import { useSyncExternalStore } from 'react';
import type { InstallWay } from './home-screen-steps';

/** Chromium's install offer (not in the DOM typings: it is not a standard event). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps Chromium's install offer for the /app page. The browser makes it once, early, whatever
 * page is open, so this listens from the start (main.tsx) instead of from that page.
 */
export function keepInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button makes the offer, on /app, when the player asks; not a browser bar on any page.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; true when the player accepted. An offer is good for one use. */
async function install(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

/** Chromium's install offer, when the browser made one: `install` shows its dialog. */
export function useInstallOffer(): { canInstall: boolean; install: () => Promise<boolean> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return { canInstall, install };
}

/** Opened from the home screen already (an installed web app, on Android or iOS). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** iPhone, iPod or iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** How this browser puts the web app on the home screen, and Chromium's dialog when it offers one. */
export function useInstallWay(): { way: InstallWay; install: () => Promise<boolean> } {
  const { canInstall, install } = useInstallOffer();
  let way: InstallWay = 'menu';
  if (isStandalone()) way = 'installed';
  else if (canInstall) way = 'prompt';
  else if (isIos()) way = 'ios';
  return { way, install };
}
