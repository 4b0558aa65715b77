// Stub: the Profile Settings dialog (spec section 2) replaces this.
export function ProfileSettingsDialog(_props: { opened: boolean; onClose: () => void }) {
  return null;
}
