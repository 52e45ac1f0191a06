import { useSearchParams } from 'react-router';
import { AcceptContractScreen } from '@/features/account/components/accept-contract-screen';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** /accept-contract?token=…: an existing account accepts a contract from its email (docs/decisions/019). */
export default function AcceptContractPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Accetta il contratto');
  return <AcceptContractScreen token={params.get('token')} />;
}
