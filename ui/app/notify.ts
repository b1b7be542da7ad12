// Turn alerts for slow play: when it becomes my turn while this tab is hidden, a short chime (Web
// Audio, nothing to download) and a browser notification, each only if the person switched it on.
// The choices are remembered on this device. The tab title says "your turn" in any case (play.ts).
import { useEffect, useRef } from 'react';

export interface TurnAlertSettings {
  sound: boolean;
  notification: boolean;
}

const KEY = 'railhouse.turnAlerts';
const OFF: TurnAlertSettings = { sound: false, notification: false };

export function loadTurnAlerts(): TurnAlertSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return { sound: saved?.sound === true, notification: saved?.notification === true };
  } catch {
    return OFF;
  }
}

export function saveTurnAlerts(settings: TurnAlertSettings) {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    /* the choice lasts for this page only */
  }
}

/** Whether an alert is due: my turn has just begun (it was not mine a moment ago) and nobody is looking. */
export function turnAlertDue(wasMyTurn: boolean, isMyTurn: boolean, pageHidden: boolean): boolean {
  return isMyTurn && !wasMyTurn && pageHidden;
}

let audio: AudioContext | null = null;

/**
 * The page's audio context, made (or woken) during a click: browsers keep audio silent until the
 * person has interacted with the page, and a hidden tab gets no second chance.
 */
export function unlockAudio(): AudioContext | null {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    return audio;
  } catch {
    return null;
  }
}

/** Two short rising tones, quiet, about a third of a second. */
export function playChime() {
  const ctx = unlockAudio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.02;
  [660, 880].forEach((freq, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const t = start + i * 0.16;
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.16);
  });
}

export function notificationsSupported(): boolean {
  return typeof Notification !== 'undefined';
}

/** Asks for the permission (during the click that switches notifications on); true when granted. */
export async function askNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

function showNotification(title: string, body: string) {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    // One tag: a newer turn replaces an unread older one instead of piling up.
    const n = new Notification(title, { body, tag: 'railhouse-turn' });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    /* some browsers allow notifications only from a service worker: the title and chime remain */
  }
}

/**
 * Chimes and notifies (as switched on) each time `myTurn` becomes true while the page is hidden.
 * `title`/`body` are the notification's words.
 */
export function useTurnAlerts(myTurn: boolean, title: string, body: string) {
  const was = useRef(myTurn);
  // After a reload the sound is still on, but the browser plays nothing until the person has
  // touched the page again: the first touch or key wakes the audio for the hidden moments to come.
  useEffect(() => {
    const wake = () => {
      if (loadTurnAlerts().sound) unlockAudio();
    };
    window.addEventListener('pointerdown', wake, { once: true });
    window.addEventListener('keydown', wake, { once: true });
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
    };
  }, []);
  useEffect(() => {
    const wasMine = was.current;
    was.current = myTurn;
    if (!turnAlertDue(wasMine, myTurn, document.visibilityState === 'hidden')) return;
    const settings = loadTurnAlerts();
    if (settings.sound) playChime();
    if (settings.notification) showNotification(title, body);
  }, [myTurn, title, body]);
}
