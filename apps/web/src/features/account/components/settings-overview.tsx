import { paths } from '@casaconti/core/paths';
import { ChevronRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';

/** docs/product.md §2 Settings: one card leading to the profile page. */
export function SettingsOverview() {
  return (
    <div className="grid max-w-2xl gap-4">
      <Link
        to={paths.settings.profile()}
        className="group flex items-center gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="font-semibold leading-none">Profile</span>
          <span className="text-sm text-muted-foreground">Edit your personal details and password</span>
        </span>
        <ChevronRight
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </div>
  );
}
