import { PlaceholderPage } from '@/components/placeholder-page';

// Stub: replaced by the screen's own issue.
export default function Page() {
  return <PlaceholderPage title="Globe" />;
}
