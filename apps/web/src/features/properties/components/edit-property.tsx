import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { idSchema } from '@casaconti/core/schemas/common';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useProperty } from '../api/get-property';
import { isConnectionError, isNotFoundOrInvalid } from '@/lib/error-message';
import { PropertyDetailsForm } from './property-details-form';
import { PropertyRoomsManager } from './property-rooms-manager';
import { PropertyTaxSection } from './property-tax-section';
import { PropertyErrorCard, PropertyPageSkeleton } from './property-status-card';

const NOT_FOUND_TITLE = 'Proprietà non trovata';
const NOT_FOUND_MESSAGE = PROPERTY_MESSAGES.propertyNotFoundEdit;

function loadErrorTitle(error: unknown): string {
  const detail = error instanceof ApiError && !isConnectionError(error) ? error.message : '';
  return detail ? `Errore nel caricamento proprietà: ${detail}` : 'Errore nel caricamento proprietà';
}

/** Edit property: loading, then an error card or the details form and the rooms manager. */
export function EditProperty({ propertyId }: { propertyId: string }) {
  const isValidId = idSchema().safeParse(propertyId).success;
  const property = useProperty(propertyId, { enabled: isValidId });

  if (!isValidId || (property.isError && isNotFoundOrInvalid(property.error))) {
    return <PropertyErrorCard title={NOT_FOUND_TITLE} message={NOT_FOUND_MESSAGE} />;
  }
  if (property.isError) return <PropertyErrorCard title={loadErrorTitle(property.error)} />;
  if (property.isPending) return <PropertyPageSkeleton />;

  const { propertyDetails, rooms } = property.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.landlord.property(propertyDetails.id)}>
            <ArrowLeftIcon aria-hidden="true" />
            Torna alla proprietà
          </Link>
        </Button>
      </div>
      <PropertyDetailsForm property={propertyDetails} />
      <PropertyRoomsManager propertyId={propertyDetails.id} rooms={rooms} />
      <PropertyTaxSection propertyId={propertyDetails.id} />
    </div>
  );
}
