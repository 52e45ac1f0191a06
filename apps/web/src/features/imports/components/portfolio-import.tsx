import { ERROR_MESSAGES, IMPORT_MESSAGES } from '@casaconti/core/messages';
import { groupThousands } from '@casaconti/core/money';
import { paths } from '@casaconti/core/paths';
import {
  IMPORT_FIELD_SPECS,
  type ImportField,
  type ImportMapping,
  mappingProblem,
  REQUIRED_IMPORT_FIELDS,
} from '@casaconti/core/portfolio-import';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FileInput } from '@/components/ui/file-input';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import {
  IMPORT_TEMPLATE_URL,
  PORTFOLIO_EXPORT_URL,
  type PortfolioImport as ImportState,
  useConfirmImport,
  useImport,
  useImportPreview,
  useInviteImportedTenants,
  useInviteOneTenant,
  useSetImportMapping,
  useUploadImport,
} from '../api/imports';

/** Rows of the preview per page. */
const PREVIEW_PAGE_ROWS = 50;

const STATUS_LABEL = {
  create: IMPORT_MESSAGES.rowCreate,
  exists: IMPORT_MESSAGES.rowExists,
  error: IMPORT_MESSAGES.rowError,
} as const;

const columnName = (index: number) => {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
};

const number = (n: number) => groupThousands(String(n));

/**
 * 'Importa il portafoglio' (issue 50; labels: decision 199): download the template → upload →
 * map the columns → preview with each error on its row and cell → confirm → progress → the
 * portfolio, then 'Invita gli inquilini'. The import's id is in the address: a reload comes back
 * to the same step, and a running import's progress goes on.
 */
export function PortfolioImportPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useImport(id);
  const open = (next: string | null) => setParams(next ? { id: next } : {}, { replace: false });

  if (!id) return <StartStep onUploaded={open} />;
  if (current.isPending) return <p role="status">Caricamento…</p>;
  if (current.isError) {
    return (
      <div className="grid max-w-3xl gap-4">
        <Alert variant="error">{errorMessage(current.error, ERROR_MESSAGES.unexpected)}</Alert>
        <div>
          <Button variant="outline" onClick={() => open(null)}>
            Carica un altro file
          </Button>
        </div>
      </div>
    );
  }
  const state = current.data;
  if (state.status === 'running') return <RunningStep state={state} />;
  if (state.status === 'done') return <DoneStep state={state} />;
  return <MapAndPreviewStep key={state.id} state={state} onRestart={() => open(null)} />;
}

function StartStep({ onUploaded }: { onUploaded: (id: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const uploading = useUploadImport();
  const fileLabel = useId();
  return (
    <div className="grid max-w-3xl gap-4">
      <p className="text-muted-foreground">
        Porta in CasaConti immobili, stanze, inquilini e contratti da un foglio di calcolo (XLSX o CSV). Nulla viene
        salvato finché non confermi l’anteprima, e nessuna email parte durante l’importazione.
      </p>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>1. Scarica il modello</h2>
          </CardTitle>
          <CardDescription>
            Un file XLSX con le colonne, una riga di esempio e il foglio «Valori ammessi». Puoi usare anche un tuo file:
            al passo successivo scegli tu quale colonna è quale.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a href={IMPORT_TEMPLATE_URL} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Scarica il modello
          </a>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>2. Carica il file compilato</h2>
          </CardTitle>
          <CardDescription>XLSX o CSV (separato da «;» o «,»), al massimo 5 MB e 5.000 righe.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (file) uploading.mutate(file, { onSuccess: (view) => onUploaded(view.id) });
            }}
          >
            <div className="grid gap-2">
              <span id={fileLabel} className="text-sm font-medium">
                File del portafoglio
              </span>
              <FileInput
                aria-labelledby={fileLabel}
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                fileName={file?.name}
                onFileChange={(picked) => {
                  uploading.reset();
                  setFile(picked ?? null);
                }}
              />
            </div>
            {uploading.isError && (
              <Alert variant="error">{errorMessage(uploading.error, IMPORT_MESSAGES.unreadable)}</Alert>
            )}
            <div>
              <Button type="submit" disabled={!file || uploading.isPending}>
                <Upload aria-hidden="true" />
                {uploading.isPending ? 'Caricamento…' : 'Carica il file'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Esporta il portafoglio</h2>
          </CardTitle>
          <CardDescription>
            Tutti i tuoi immobili, stanze e contratti nello stesso modello: i tuoi dati, da conservare o da portare
            altrove.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a href={PORTFOLIO_EXPORT_URL} download className={buttonVariants({ variant: 'outline' })}>
            <FileSpreadsheet aria-hidden="true" />
            Esporta il portafoglio (XLSX)
          </a>
        </CardContent>
      </Card>
    </div>
  );
}

function MapAndPreviewStep({ state, onRestart }: { state: ImportState; onRestart: () => void }) {
  const [editing, setEditing] = useState(state.status === 'uploaded');
  const [mapping, setMapping] = useState<ImportMapping>(state.mapping as ImportMapping);
  const saving = useSetImportMapping(state.id);
  const preview = useImportPreview(state.id, !editing);
  const confirming = useConfirmImport(state.id);
  const problem = mappingProblem(mapping, state.headers.length);

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">
        File <span className="font-medium text-foreground">{state.fileName}</span>: intestazione alla riga{' '}
        {state.headerRow}, {number(state.rowsTotal)} righe.
      </p>
      {editing ? (
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle asChild>
              <h2>3. Associa le colonne</h2>
            </CardTitle>
            <CardDescription>
              Per ogni campo scegli la colonna del tuo file che lo contiene. Le colonne sono state riconosciute dal
              nome; l’associazione che confermi viene ricordata per il prossimo file. I campi con * sono obbligatori.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!problem) saving.mutate(mapping, { onSuccess: () => setEditing(false) });
              }}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                {IMPORT_FIELD_SPECS.map((spec) => (
                  <MappingSelect
                    key={spec.key}
                    field={spec.key}
                    label={spec.header}
                    required={REQUIRED_IMPORT_FIELDS.includes(spec.key)}
                    headers={state.headers}
                    value={mapping[spec.key]}
                    onChange={(column) => {
                      const next = { ...mapping };
                      if (column === undefined) delete next[spec.key];
                      else next[spec.key] = column;
                      setMapping(next);
                    }}
                  />
                ))}
              </div>
              {problem && <Alert variant="info">{problem}</Alert>}
              {saving.isError && <Alert variant="error">{errorMessage(saving.error, ERROR_MESSAGES.unexpected)}</Alert>}
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={problem !== null || saving.isPending}>
                  {saving.isPending ? 'Lettura del file…' : 'Mostra l’anteprima'}
                </Button>
                <Button type="button" variant="outline" onClick={onRestart}>
                  Carica un altro file
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      ) : (
        <PreviewStep
          preview={preview.data}
          loading={preview.isPending}
          failedToLoad={preview.isError ? errorMessage(preview.error, ERROR_MESSAGES.unexpected) : null}
          failedMessage={state.status === 'failed' ? state.errorMessage : null}
          confirming={confirming.isPending}
          confirmError={confirming.isError ? errorMessage(confirming.error, ERROR_MESSAGES.unexpected) : null}
          onConfirm={() => confirming.mutate()}
          onEditMapping={() => setEditing(true)}
          onRestart={onRestart}
        />
      )}
    </div>
  );
}

function MappingSelect(props: {
  field: ImportField;
  label: string;
  required: boolean;
  headers: string[];
  value: number | undefined;
  onChange: (column: number | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={props.field}
        required={props.required}
        value={props.value === undefined ? '' : String(props.value)}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        className="h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <option value="">— Non presente nel file —</option>
        {props.headers.map((header, column) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
          <option key={column} value={String(column)}>
            {`Colonna ${columnName(column)}${header.trim() ? ` · ${header.trim()}` : ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}

type Preview = NonNullable<ReturnType<typeof useImportPreview>['data']>;

function PreviewStep(props: {
  preview: Preview | undefined;
  loading: boolean;
  failedToLoad: string | null;
  failedMessage: string | null;
  confirming: boolean;
  confirmError: string | null;
  onConfirm: () => void;
  onEditMapping: () => void;
  onRestart: () => void;
}) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const rows = useMemo(
    () => (props.preview?.rows ?? []).filter((r) => !onlyErrors || r.status === 'error'),
    [props.preview, onlyErrors],
  );
  if (props.failedToLoad) return <Alert variant="error">{props.failedToLoad}</Alert>;
  if (props.loading || !props.preview) return <p role="status">Lettura del file…</p>;
  const { counts } = props.preview;
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_ROWS));
  const shown = rows.slice(page * PREVIEW_PAGE_ROWS, (page + 1) * PREVIEW_PAGE_ROWS);
  const creatable = counts.create;
  return (
    <section aria-labelledby="import-preview-title" className="grid gap-4">
      <h2 id="import-preview-title" className="text-lg font-semibold">
        4. Controlla l’anteprima
      </h2>
      <p>
        {number(counts.rows)} righe: {number(counts.create)} da creare, {number(counts.exists)} già presenti,{' '}
        <span className={counts.errors > 0 ? 'font-semibold text-destructive' : undefined}>
          {number(counts.errors)} da correggere
        </span>
        .
      </p>
      {props.failedMessage && <Alert variant="error">{props.failedMessage}</Alert>}
      {counts.errors > 0 && (
        <Alert variant="error" title="Ci sono righe da correggere">
          Correggi le celle indicate nel tuo file e caricalo di nuovo: finché ci sono errori non viene importato nulla.
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyErrors}
            onChange={(event) => {
              setOnlyErrors(event.target.checked);
              setPage(0);
            }}
          />
          Solo le righe da correggere
        </label>
      </div>
      <ol aria-label="Anteprima delle righe" className="grid divide-y rounded-lg border bg-card">
        {shown.map((r) => (
          <li
            key={r.row}
            data-row={r.row}
            className="grid gap-2 p-3 text-sm md:grid-cols-[5rem_8rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)] md:gap-4"
          >
            <span className="font-medium tabular-nums">Riga {r.row}</span>
            <span>
              <Badge variant={r.status === 'error' ? 'destructive' : r.status === 'exists' ? 'secondary' : 'success'}>
                {STATUS_LABEL[r.status]}
              </Badge>
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium">{r.propertyName}</span>
              <br />
              <span className="text-muted-foreground">{r.roomNames.join(', ')}</span>
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {r.tenantName ? (
                <>
                  {r.tenantName}
                  <br />
                  <span className="text-muted-foreground">
                    {r.startDate && r.endDate ? `${formatDate(r.startDate)} – ${formatDate(r.endDate)}` : r.email}
                    {r.rentAmount !== null ? ` · ${formatMoney(r.rentAmount)}` : ''}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">Stanza senza contratto</span>
              )}
            </span>
            {r.errors.length > 0 ? (
              <ul className="grid gap-1 text-destructive">
                {r.errors.map((e) => (
                  <li key={`${e.column}-${e.message}`}>
                    {e.header !== null ? <span className="font-medium">{`${e.header}: `}</span> : null}
                    {e.message}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="hidden md:block" />
            )}
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label="Pagine dell’anteprima" className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Precedente
          </Button>
          <span className="text-sm">
            Pagina {page + 1} di {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            Successiva
          </Button>
        </nav>
      )}
      {props.confirmError && <Alert variant="error">{props.confirmError}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={props.onConfirm} disabled={counts.errors > 0 || props.confirming}>
          {creatable > 0 ? `Importa ${number(creatable)} ${creatable === 1 ? 'riga' : 'righe'}` : 'Conferma'}
        </Button>
        <Button variant="outline" onClick={props.onEditMapping}>
          Cambia le colonne
        </Button>
        <Button variant="outline" onClick={props.onRestart}>
          Carica un altro file
        </Button>
      </div>
    </section>
  );
}

function RunningStep({ state }: { state: ImportState }) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="grid max-w-3xl gap-4">
      <h2 id={labelId} className="text-lg font-semibold">
        Importazione in corso
      </h2>
      <Progress aria-labelledby={labelId} value={state.rowsRead} max={Math.max(1, state.rowsTotal)} />
      <p role="status">
        Righe lette {number(state.rowsRead)} di {number(state.rowsTotal)} · create {number(state.rowsCreated)} · errori{' '}
        {number(state.rowsWithErrors)}
      </p>
      <p className="text-muted-foreground">Puoi chiudere o ricaricare la pagina: l’importazione continua.</p>
    </section>
  );
}

function DoneStep({ state }: { state: ImportState }) {
  const qc = useQueryClient();
  const inviteAll = useInviteImportedTenants(state.id);
  const inviteOne = useInviteOneTenant();
  // The import ran in the background (no mutation of this page): everything the landlord sees
  // changed, so every query but the import's own is marked stale, as after a mutation (decision 181).
  useEffect(() => {
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'imports' });
  }, [qc]);
  const waiting = state.contracts.filter((c) => !c.invited && !c.accepted);
  return (
    <div className="grid max-w-3xl gap-4">
      <Alert variant="success" title="Importazione completata">
        {number(state.rowsCreated)} {state.rowsCreated === 1 ? 'riga creata' : 'righe create'},{' '}
        {number(state.rowsExisting)} già presenti. Nessuna email è stata inviata.
      </Alert>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.landlord.properties()} className={buttonVariants()}>
          Vai alle proprietà
        </Link>
        <Link to={paths.landlord.contracts()} className={buttonVariants({ variant: 'outline' })}>
          Vai ai contratti
        </Link>
        <Link to={paths.landlord.portfolioImport()} className={buttonVariants({ variant: 'outline' })}>
          Importa un altro file
        </Link>
      </div>
      {state.contracts.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Invita gli inquilini</h2>
            </CardTitle>
            <CardDescription>
              Quando vuoi, invia a ogni inquilino l’invito a vedere il contratto e i pagamenti. Gli inviti rispettano il
              limite orario: quelli che restano potrai inviarli più tardi.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div>
              <Button onClick={() => inviteAll.mutate()} disabled={waiting.length === 0 || inviteAll.isPending}>
                {waiting.length > 0
                  ? `Invita tutti gli inquilini (${number(waiting.length)})`
                  : 'Tutti gli inquilini sono invitati'}
              </Button>
            </div>
            {inviteAll.data && (
              <Alert variant={inviteAll.data.message ? 'info' : 'success'}>
                {`Inviti inviati: ${number(inviteAll.data.invited)}.`}
                {inviteAll.data.message ? ` ${inviteAll.data.message}` : ''}
              </Alert>
            )}
            {inviteAll.isError && (
              <Alert variant="error">{errorMessage(inviteAll.error, ERROR_MESSAGES.unexpected)}</Alert>
            )}
            {inviteOne.isError && (
              <Alert variant="error">{errorMessage(inviteOne.error, ERROR_MESSAGES.unexpected)}</Alert>
            )}
            <ul className="grid divide-y rounded-lg border">
              {state.contracts.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <span className="grid min-w-0">
                    <Link to={paths.landlord.contract(c.id)} className="font-medium underline-offset-4 hover:underline">
                      {c.tenantName}
                    </Link>
                    <span className="truncate text-sm text-muted-foreground">
                      {c.propertyName} · {c.email}
                    </span>
                  </span>
                  {c.invited || c.accepted ? (
                    <Badge variant="secondary">Invitato</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={inviteOne.isPending}
                      onClick={() => inviteOne.mutate(c.id)}
                      aria-label={`Invita ${c.tenantName}`}
                    >
                      Invita
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
