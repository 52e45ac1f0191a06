import { LandingPage } from '@/features/account/components/landing-page';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** The public home page (/). */
export default function HomePage() {
  useDocumentTitle(null);
  return <LandingPage />;
}
