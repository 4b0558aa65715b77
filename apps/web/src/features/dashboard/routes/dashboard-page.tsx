import { SignedInHome } from '@/app/signed-in-home';

// Stub: the application frame issue replaces this with the dashboard.
export default function DashboardPage() {
  return <SignedInHome />;
}
