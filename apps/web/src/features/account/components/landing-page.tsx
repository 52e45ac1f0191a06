import { paths } from '@casaconti/core/paths';
import { sumCents } from '@casaconti/core/money';
import {
  ArrowRight,
  Building2,
  CalendarCheck,
  FileText,
  type LucideIcon,
  ReceiptText,
  Scale,
  Share2,
} from 'lucide-react';
import { Link } from 'react-router';
import { BRAND_NAME, BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useHydrating } from '@/lib/use-hydrating';
import { useMe } from '../api/get-me';

type Feature = { icon: LucideIcon; title: string; text: string };

const features: readonly Feature[] = [
  {
    icon: Building2,
    title: 'Proprietà e stanze',
    text: 'Appartamenti interi o affittati a stanze: ogni immobile con le sue stanze, sempre sapendo quali sono libere.',
  },
  {
    icon: FileText,
    title: 'Contratti',
    text: 'Inquilino, canone, durata, stanze e regole per ogni utenza. L’inquilino riceve l’invito e il suo accesso.',
  },
  {
    icon: ReceiptText,
    title: 'Bollette divise con equità',
    text: 'Carichi la bolletta di luce, gas, acqua o condominio: CasaConti la ripartisce tra i contratti del periodo.',
  },
  {
    icon: CalendarCheck,
    title: 'Pagamenti mensili',
    text: 'Affitti e quote fisse generati ogni mese; confermi gli incassi con un clic e vedi subito chi è in ritardo.',
  },
  {
    icon: Scale,
    title: 'Conguagli',
    text: 'Gli acconti versati confrontati con i consumi reali: il saldo finale, a credito o a debito, è calcolato per te.',
  },
  {
    icon: Share2,
    title: 'Estratto conto per gli inquilini',
    text: 'Un link da condividere: l’inquilino vede cosa deve pagare e perché, con le bollette allegate, senza registrarsi.',
  },
];

const steps: readonly { title: string; text: string }[] = [
  { title: 'Registra i tuoi immobili', text: 'Indirizzo e stanze in due passaggi.' },
  { title: 'Crea i contratti', text: 'Canone, utenze e stanze: l’inquilino riceve l’invito per email.' },
  { title: 'Carica le bollette', text: 'Le quote, i pagamenti e i conguagli si aggiornano da soli.' },
];

/** Sign-in / sign-up buttons, or the way to the dashboard for a signed-in visitor. */
function CallToAction({ size = 'lg', compact = false }: { size?: 'lg' | 'default'; compact?: boolean }) {
  const me = useMe();
  // The build prerenders this page without a session (decision 145): the HTML, and so the
  // hydration, hold the placeholder; the session's answer shows on the render right after.
  const hydrating = useHydrating();
  if (hydrating || me.isPending) return <div className={size === 'lg' ? 'h-10' : 'h-9'} aria-hidden="true" />;
  if (me.data) {
    return (
      <div className="flex">
        <Button size={size} asChild>
          <Link to={paths.dashboard()}>
            Vai alla dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size={size} asChild className={compact ? 'max-sm:hidden' : undefined}>
        <Link to={paths.registerLandlord()}>Crea un account</Link>
      </Button>
      <Button size={size} variant={compact ? 'ghost' : 'outline'} asChild>
        <Link to={paths.login()}>Accedi</Link>
      </Button>
    </div>
  );
}

/** A stylised statement, as a tenant sees it (illustration only). */
function StatementPreview() {
  const rows = [
    { label: 'Affitto · marzo', amountCents: 48_000, status: 'pagato', tone: 'text-success' },
    { label: 'Luce · gen–feb (quota 1/3)', amountCents: 3840, status: 'da pagare', tone: 'text-primary' },
    { label: 'Gas · gen–feb (quota 1/3)', amountCents: 5215, status: 'da pagare', tone: 'text-primary' },
    { label: 'Conguaglio 2025 · credito', amountCents: -2160, status: 'a tuo favore', tone: 'text-success' },
  ];
  const due = sumCents(rows.filter((r) => r.status !== 'pagato').map((r) => r.amountCents));
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-br from-primary/15 via-accent to-transparent blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-lg sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Estratto conto</p>
            <p className="mt-1 font-semibold">Via Garibaldi 12 · Stanza 2</p>
          </div>
          <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground">Marzo</span>
        </div>
        <ul className="mt-5 divide-y text-sm">
          {rows.map((row) => (
            <li key={row.label} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <span className="block truncate">{row.label}</span>
                <span className={`text-xs ${row.tone}`}>{row.status}</span>
              </span>
              <span className="shrink-0 font-medium tabular-nums">{formatMoney(row.amountCents)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center justify-between rounded-lg bg-muted px-3 py-2.5">
          <span className="text-sm font-medium">Da pagare</span>
          <span className="text-lg font-semibold tabular-nums">{formatMoney(due)}</span>
        </div>
      </div>
    </div>
  );
}

/** The public home page (/): what CasaConti does, for whom, and the way in. */
export function LandingPage() {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="sticky top-0 z-20 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandMark />
            {BRAND_NAME}
          </Link>
          <nav aria-label="Account">
            <CallToAction size="default" compact />
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="bg-linear-to-b from-accent/70 to-background">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16">
            <div className="grid gap-6">
              <p className="w-fit rounded-full border border-primary/20 bg-card px-3 py-1 text-sm font-medium text-primary">
                Per chi affitta appartamenti e stanze in Italia
              </p>
              <h1 className="text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
                <span className="block text-balance">Affitti, bollette e conguagli.</span>
                <span className="block text-balance text-primary">Finalmente in ordine.</span>
              </h1>
              <p className="max-w-xl text-lg text-muted-foreground text-pretty">
                {BRAND_NAME} tiene insieme immobili e stanze, contratti, bollette divise in modo equo tra gli inquilini,
                pagamenti mensili e conguagli di fine periodo. E a ogni inquilino basta un link per vedere il suo
                estratto conto.
              </p>
              <CallToAction />
            </div>
            <StatementPreview />
          </div>
        </section>

        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              Tutto quello che serve a chi affitta
            </h2>
            <p className="mt-3 text-muted-foreground">
              Niente più fogli di calcolo: ogni euro ha la sua bolletta, il suo periodo e il suo inquilino.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                  <feature.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-title" className="border-y bg-card">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
            <h2 id="steps-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              Come funziona
            </h2>
            <ol className="mt-10 grid gap-8 md:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <div className="grid gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:grid-cols-[1fr_auto] md:items-center">
            <div>
              <h2 id="cta-title" className="text-2xl font-semibold tracking-tight">
                Inizia con il tuo primo immobile
              </h2>
              <p className="mt-2 text-primary-foreground/85">
                Crea l’account in un minuto: gli inquilini li inviti tu, quando crei il contratto.
              </p>
            </div>
            <FinalCallToAction />
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <CurrentYear /> {BRAND_NAME}
          </p>
          <p>Gestione affitti · Italia · Importi in euro</p>
        </div>
      </footer>
    </div>
  );
}

/** The call to action on the coloured band (inverted colours). */
function FinalCallToAction() {
  const me = useMe();
  const hydrating = useHydrating();
  if (hydrating || me.isPending) return <div className="h-10" aria-hidden="true" />;
  const signedIn = Boolean(me.data);
  return (
    <Button size="lg" variant="secondary" asChild className="w-full md:w-auto">
      <Link to={signedIn ? paths.dashboard() : paths.registerLandlord()}>
        {signedIn ? 'Vai alla dashboard' : 'Crea un account'}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * This year. The prerendered HTML holds the build's year (decision 145): hydration keeps that
 * text, and the render right after writes the visitor's year in a new node.
 */
function CurrentYear() {
  const hydrating = useHydrating();
  return (
    <span key={hydrating ? 'built' : 'now'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
