/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatDateIt } from '@casaconti/core/dates';
import { formatRatePercent } from '@casaconti/core/deposit';
import { formatEuro } from '@casaconti/core/money';
import { Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  baseStyles,
  Detail,
  type DocumentParties,
  INK,
  MUTED,
  Parties,
  PdfDocument,
  registerFonts,
  SignatureAndFooter,
} from './pdf-parts';

/** What the deposit statement shows (services/deposit/get-deposit-statement.ts fills it). */
export type DepositStatementData = DocumentParties & {
  contract: { startDate: string; endDate: string | null };
  deposit: { amount: number; receivedOn: string; heldAs: string | null; interestDue: boolean };
  years: {
    year: number;
    daysHeld: number;
    daysInYear: number;
    rateHundredths: number | null;
    interestCents: number;
    credited: boolean;
  }[];
  closing: {
    closedOn: string;
    depositAmount: number;
    interestAmount: number;
    deductionsAmount: number;
    balanceAmount: number;
    deductions: { reason: string; amount: number; document: { id: string; fileName: string } | null }[];
  };
};

const styles = StyleSheet.create({
  ...baseStyles,
  subtitle: { color: MUTED, marginTop: 2, marginBottom: 18 },
  section: { fontSize: 11, fontWeight: 700, marginTop: 8, marginBottom: 6 },
  colWide: { flex: 3, paddingRight: 8 },
  col: { flex: 1.2, paddingRight: 8 },
  totalRow: { flexDirection: 'row', paddingVertical: 6, borderTopWidth: 1, borderColor: INK },
});

export const DEPOSIT_STATEMENT_TITLE = 'Restituzione del deposito cauzionale';

/** 'Da restituire all'inquilino' or 'Dovuto dall'inquilino' with the amount (docs/domain.md §6: credits read as credits). */
export function depositBalanceLabel(balanceCents: number): string {
  return balanceCents >= 0 ? 'Da restituire all\u2019inquilino' : 'Dovuto dall\u2019inquilino';
}

function Line({ label, amount, bold = false }: { label: string; amount: string; bold?: boolean }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={[styles.colWide, bold ? styles.strong : {}]}>{label}</Text>
      <Text style={[styles.colAmount, bold ? styles.strong : {}]}>{amount}</Text>
    </View>
  );
}

export function DepositStatementDocument({ data }: { data: DepositStatementData }) {
  const { closing, deposit } = data;
  const uncredited = data.years.filter((y) => !y.credited);
  return (
    <PdfDocument title={DEPOSIT_STATEMENT_TITLE} author={data.landlord.name}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{DEPOSIT_STATEMENT_TITLE}</Text>
        <Text style={styles.subtitle}>Data di chiusura: {formatDateIt(closing.closedOn)}</Text>

        <Parties data={data} />

        <View style={{ marginBottom: 12 }}>
          <Detail
            label="Contratto"
            value={`dal ${formatDateIt(data.contract.startDate)}${data.contract.endDate ? ` al ${formatDateIt(data.contract.endDate)}` : ''}`}
          />
          <Detail
            label="Deposito versato"
            value={`${formatEuro(deposit.amount)} il ${formatDateIt(deposit.receivedOn)}`}
          />
          {deposit.heldAs ? <Detail label="Custodito come" value={deposit.heldAs} /> : null}
          <Detail label="Interessi legali" value={deposit.interestDue ? 'dovuti' : 'non dovuti (come da contratto)'} />
        </View>

        {deposit.interestDue && uncredited.length > 0 ? (
          <>
            <Text style={styles.section}>Interessi legali non ancora accreditati</Text>
            <View style={styles.table}>
              <View style={styles.headRow}>
                <Text style={styles.col}>Anno</Text>
                <Text style={styles.col}>Giorni</Text>
                <Text style={styles.col}>Tasso</Text>
                <Text style={styles.colAmount}>Interessi</Text>
              </View>
              {uncredited.map((y) => (
                <View style={styles.row} key={y.year} wrap={false}>
                  <Text style={styles.col}>{y.year}</Text>
                  <Text style={styles.col}>
                    {y.daysHeld} su {y.daysInYear}
                  </Text>
                  <Text style={styles.col}>
                    {y.rateHundredths === null ? '—' : formatRatePercent(y.rateHundredths)}
                  </Text>
                  <Text style={styles.colAmount}>{formatEuro(y.interestCents)}</Text>
                </View>
              ))}
            </View>
          </>
        ) : null}

        <Text style={styles.section}>Conteggio</Text>
        <View style={styles.table}>
          <Line label="Deposito cauzionale" amount={formatEuro(closing.depositAmount)} />
          <Line label="Interessi non ancora accreditati" amount={formatEuro(closing.interestAmount)} />
          {closing.deductions.map((d, index) => (
            <Line
              // biome-ignore lint/suspicious/noArrayIndexKey: the deductions are a fixed list, never reordered
              key={index}
              label={`Trattenuta: ${d.reason}${d.document ? ` (documento: ${d.document.fileName})` : ''}`}
              amount={formatEuro(-d.amount)}
            />
          ))}
          <View style={styles.totalRow}>
            <Text style={[styles.colWide, styles.strong]}>{depositBalanceLabel(closing.balanceAmount)}</Text>
            <Text style={[styles.colAmount, styles.strong]}>{formatEuro(Math.abs(closing.balanceAmount))}</Text>
          </View>
        </View>

        <SignatureAndFooter footer={`${DEPOSIT_STATEMENT_TITLE} · generato con CasaConti`} />
      </Page>
    </PdfDocument>
  );
}

/** The deposit statement as PDF bytes. */
export async function renderDepositStatementPdf(data: DepositStatementData): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<DepositStatementDocument data={data} />);
}
