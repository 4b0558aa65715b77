// Stub: the Settings dialog (theme, and branding for admins) replaces this.
export function SettingsDialog(_props: { opened: boolean; onClose: () => void }) {
  return null;
}
