import { paths } from '@casaconti/core/paths';
import { formatAddress } from '@casaconti/core/display';
import type * as React from 'react';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { MapPinIcon, PencilIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PropertyStatusBadge } from '@/components/property-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isInvalidRequest, isNotFound } from '@/lib/error-message';
import { useProperty } from '../api/get-property';
import { DeletePropertyDialog } from './delete-property-dialog';
import { PropertyContractsTab } from './property-contracts-tab';
import { PropertyErrorCard, PropertyPageSkeleton } from './property-status-card';

const LOAD_ERROR = PROPERTY_MESSAGES.loadError;

type TabValue = 'contracts' | 'bills';

function loadErrorMessage(error: unknown): string {
  if (isInvalidRequest(error)) return PROPERTY_MESSAGES.invalidPropertyId;
  if (isNotFound(error)) return PROPERTY_MESSAGES.propertyNotFoundView;
  return LOAD_ERROR;
}

/**
 * Property detail: name, address, edit and delete, and the contracts / bills tabs. The bills tab
 * belongs to the bills feature: the page composes it in (features don't import each other).
 */
export function PropertyDetail({ propertyId, billsTab }: { propertyId: string; billsTab: React.ReactNode }) {
  const isValidId = idSchema().safeParse(propertyId).success;
  const property = useProperty(propertyId, { enabled: isValidId });
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabValue = searchParams.get('tab') === 'bills' ? 'bills' : 'contracts';

  const onTabChange = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  if (!isValidId) return <PropertyErrorCard title={PROPERTY_MESSAGES.invalidPropertyId} />;
  if (property.isError) return <PropertyErrorCard title={loadErrorMessage(property.error)} />;
  if (property.isPending) return <PropertyPageSkeleton />;

  const details = property.data.propertyDetails;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card className="gap-0 py-5">
        <CardHeader className="flex flex-col gap-4 px-5 sm:flex-row sm:items-start sm:justify-between sm:px-6">
          <div className="grid min-w-0 grid-cols-1 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xl font-semibold break-words">{details.name}</h2>
              <PropertyStatusBadge status={details.status} />
            </div>
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {formatAddress({
                  streetAddress: details.street_address,
                  postalCode: details.postal_code,
                  province: details.province,
                  country: details.country,
                })}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button asChild variant="outline">
              <Link to={paths.landlord.editProperty(details.id)}>
                <PencilIcon aria-hidden="true" />
                Modifica
              </Link>
            </Button>
            <DeletePropertyDialog propertyId={details.id} propertyName={details.name} />
          </div>
        </CardHeader>
      </Card>

      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="contracts" className="sm:px-5">
            Contratti
          </TabsTrigger>
          <TabsTrigger value="bills" className="sm:px-5">
            Spese
          </TabsTrigger>
        </TabsList>
        <TabsContent value="contracts">
          <PropertyContractsTab property={property.data} />
        </TabsContent>
        <TabsContent value="bills">{billsTab}</TabsContent>
      </Tabs>
    </div>
  );
}
