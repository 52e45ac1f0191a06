/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatDateIt } from '@casaconti/core/dates';
import { formatRatePercent } from '@casaconti/core/deposit';
import { formatEuro } from '@casaconti/core/money';
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { FONT, registerFonts } from './receipt-pdf';

/** What the deposit statement shows (services/deposit/get-deposit-statement.ts fills it). */
export type DepositStatementData = {
  landlord: { name: string; fiscalCode: string | null; address: string | null };
  tenant: { name: string };
  propertyAddress: string;
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

const INK = '#1c2430';
const MUTED = '#4a5563';
const LINE = '#c9ced6';

const styles = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 10, color: INK, padding: 48, lineHeight: 1.4 },
  title: { fontSize: 18, fontWeight: 700, lineHeight: 1.3 },
  subtitle: { color: MUTED, marginTop: 2, marginBottom: 18 },
  parties: { flexDirection: 'row', gap: 24, marginBottom: 16 },
  party: { flex: 1 },
  label: { fontSize: 8, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.5, marginBottom: 2 },
  section: { fontSize: 11, fontWeight: 700, marginTop: 8, marginBottom: 6 },
  strong: { fontWeight: 700 },
  table: { borderTopWidth: 1, borderColor: LINE, marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: LINE, paddingVertical: 5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: LINE, paddingVertical: 5, color: MUTED },
  colWide: { flex: 3, paddingRight: 8 },
  col: { flex: 1.2, paddingRight: 8 },
  colAmount: { flex: 1.2, textAlign: 'right' },
  totalRow: { flexDirection: 'row', paddingVertical: 6, borderTopWidth: 1, borderColor: INK },
  detailRow: { flexDirection: 'row', marginBottom: 2 },
  detailLabel: { width: 150, color: MUTED },
  detailValue: { flex: 1 },
  signature: { marginTop: 36, alignSelf: 'flex-end', width: 200, borderTopWidth: 1, borderColor: INK, paddingTop: 4 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: 'center' },
});

export const DEPOSIT_STATEMENT_TITLE = 'Restituzione del deposito cauzionale';

/** 'Da restituire all'inquilino' or 'Dovuto dall'inquilino' with the amount (DOMAIN §6: credits read as credits). */
export function depositBalanceLabel(balanceCents: number): string {
  return balanceCents >= 0 ? 'Da restituire all\u2019inquilino' : 'Dovuto dall\u2019inquilino';
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.detailRow}>
      <Text style={styles.detailLabel}>{label}</Text>
      <Text style={styles.detailValue}>{value}</Text>
    </View>
  );
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
    <Document
      title={DEPOSIT_STATEMENT_TITLE}
      author={data.landlord.name}
      creator="CasaConti"
      producer="CasaConti"
      language="it-IT"
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{DEPOSIT_STATEMENT_TITLE}</Text>
        <Text style={styles.subtitle}>Data di chiusura: {formatDateIt(closing.closedOn)}</Text>

        <View style={styles.parties}>
          <View style={styles.party}>
            <Text style={styles.label}>Locatore</Text>
            <Text style={styles.strong}>{data.landlord.name}</Text>
            {data.landlord.fiscalCode ? <Text>Codice fiscale: {data.landlord.fiscalCode}</Text> : null}
            {data.landlord.address ? <Text>{data.landlord.address}</Text> : null}
          </View>
          <View style={styles.party}>
            <Text style={styles.label}>Inquilino</Text>
            <Text style={styles.strong}>{data.tenant.name}</Text>
            <Text style={[styles.label, { marginTop: 8 }]}>Immobile</Text>
            <Text>{data.propertyAddress}</Text>
          </View>
        </View>

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

        <View style={styles.signature}>
          <Text style={{ color: MUTED, fontSize: 8 }}>Firma del locatore</Text>
        </View>

        <Text style={styles.footer} fixed>
          {DEPOSIT_STATEMENT_TITLE} · generato con CasaConti
        </Text>
      </Page>
    </Document>
  );
}

/** The deposit statement as PDF bytes. */
export async function renderDepositStatementPdf(data: DepositStatementData): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<DepositStatementDocument data={data} />);
}
