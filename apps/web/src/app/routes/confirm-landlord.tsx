import { useSearchParams } from 'react-router';
import { ConfirmLandlordScreen } from '@/features/account/components/confirm-landlord-screen';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** /confirm-landlord?token=…: an active tenant becomes a landlord too (decision 058). */
export default function ConfirmLandlordPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Diventa anche proprietario');
  return <ConfirmLandlordScreen token={params.get('token')} />;
}
