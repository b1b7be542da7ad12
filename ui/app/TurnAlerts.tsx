// The opt-in control for turn alerts (notify.ts): a chime and a browser notification when my turn
// begins while the tab is hidden. Off until switched on; remembered on this device.
import { useState } from 'react';
import { askNotificationPermission, loadTurnAlerts, notificationsSupported, playChime, saveTurnAlerts, unlockAudio, type TurnAlertSettings } from './notify';
import './features.css';

export function TurnAlertsPanel() {
  const [settings, setSettings] = useState<TurnAlertSettings>(loadTurnAlerts);
  const [note, setNote] = useState<string | null>(null);
  const update = (next: TurnAlertSettings) => {
    setSettings(next);
    saveTurnAlerts(next);
  };
  const on = settings.sound || settings.notification;
  return (
    <details className="rh-panel rh-alerts" aria-label="Turn alerts">
      <summary>Turn alerts{on ? ' (on)' : ''}</summary>
      <div className="rh-alerts-box">
        <p className="rh-alerts-note">When your turn begins while this tab is hidden:</p>
        <label className="rh-check">
          <input
            type="checkbox"
            checked={settings.sound}
            onChange={(e) => {
              const sound = e.target.checked;
              if (sound) {
                // This click lets the page play sound later, from a hidden tab; the chime is a sample.
                unlockAudio();
                playChime();
              }
              update({ ...settings, sound });
            }}
          />
          <span>Play a sound</span>
        </label>
        <label className="rh-check">
          <input
            type="checkbox"
            checked={settings.notification}
            disabled={!notificationsSupported()}
            onChange={async (e) => {
              const notification = e.target.checked;
              if (!notification) {
                update({ ...settings, notification });
                setNote(null);
                return;
              }
              const granted = await askNotificationPermission();
              setNote(granted ? null : 'The browser did not allow notifications for this site; its site settings can allow them.');
              update({ ...settings, notification: granted });
            }}
          />
          <span>Show a notification</span>
        </label>
        {!notificationsSupported() && <p className="rh-alerts-note">This browser has no notifications.</p>}
        {note && (
          <p className="rh-alerts-note rh-error" role="alert">
            {note}
          </p>
        )}
      </div>
    </details>
  );
}
