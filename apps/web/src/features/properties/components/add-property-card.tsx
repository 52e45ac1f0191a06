import { paths } from '@casaconti/core/paths';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { propertyCardClassName } from './property-card';

/** Dashed card that opens the new-property wizard. */
export function AddPropertyCard() {
  return (
    <Link
      to={paths.landlord.newProperty()}
      className={cn(
        propertyCardClassName,
        'items-center justify-center gap-3 border-2 border-dashed border-input bg-card/50 p-6 text-center text-muted-foreground hover:border-primary/60 hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
        <PlusIcon aria-hidden="true" className="size-5" />
      </span>
      <span className="font-medium text-foreground">Aggiungi Proprietà</span>
      <span className="text-sm">Crea una nuova proprietà con le sue stanze</span>
    </Link>
  );
}
