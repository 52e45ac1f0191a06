import { paths } from '@casaconti/core/paths';
import { ChevronRight, FileSpreadsheet, type LucideIcon, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { isActiveLandlord, useMe } from '../api/get-me';

function SettingsCard({ to, icon: Icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="font-semibold leading-none">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

/**
 * docs/product.md §2 Settings: a card leading to the profile page; for a landlord also the
 * portfolio's import and export (issue 50, decision 199).
 */
export function SettingsOverview() {
  const me = useMe();
  return (
    <div className="grid max-w-2xl gap-4">
      <SettingsCard
        to={paths.settings.profile()}
        icon={UserRound}
        title="Profile"
        text="Edit your personal details and password"
      />
      {isActiveLandlord(me.data) && (
        <SettingsCard
          to={paths.landlord.portfolioImport()}
          icon={FileSpreadsheet}
          title="Importa o esporta il portafoglio"
          text="Da un foglio di calcolo (XLSX o CSV) o verso un file nello stesso modello"
        />
      )}
    </div>
  );
}
