import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ContractWizard } from '@/features/contracts/components/contract-wizard';

export default function ContractNewPage() {
  const [searchParams] = useSearchParams();
  const propertyId = searchParams.get('property_id');
  const preselectedRoomId = searchParams.get('preselected_room_id') ?? undefined;

  if (!propertyId) {
    return (
      <div className="grid gap-4">
        <Alert variant="error" title={CONTRACT_MESSAGES.propertyIdMissing}>
          Scegli la proprietà per cui creare il contratto.
        </Alert>
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.landlord.selectProperty()}>Seleziona immobile</Link>
        </Button>
      </div>
    );
  }
  return <ContractWizard key={propertyId} propertyId={propertyId} preselectedRoomId={preselectedRoomId} />;
}
