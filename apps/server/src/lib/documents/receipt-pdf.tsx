/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { createRequire } from 'node:module';
import { formatDateIt } from '@casaconti/core/dates';
import { formatEuro } from '@casaconti/core/money';
import {
  amountInWords,
  needsStampDuty,
  type ReceiptData,
  type ReceiptItem,
  receiptLabel,
  STAMP_DUTY_CENTS,
} from '@casaconti/core/receipts';
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';

/**
 * The receipt PDF (DOMAIN §12, decision 077): rendered on the server by @react-pdf/renderer, no
 * browser. The font is Noto Sans from the @fontsource/noto-sans package (OFL), embedded in the
 * PDF: it has every Italian accent and the euro sign, and nothing is fetched at run time.
 */
export const FONT = 'Noto Sans';
const require = createRequire(import.meta.url);
let fontsRegistered = false;
export function registerFonts() {
  if (fontsRegistered) return;
  Font.register({
    family: FONT,
    fonts: [
      { src: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'), fontWeight: 400 },
      { src: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'), fontWeight: 700 },
    ],
  });
  // Words are never split with a hyphen (names, addresses, amounts in words).
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

const INK = '#1c2430';
const MUTED = '#4a5563';
const LINE = '#c9ced6';
const RED = '#b42318';

const styles = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 10, color: INK, padding: 48, lineHeight: 1.4 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 18 },
  title: { fontSize: 18, fontWeight: 700, lineHeight: 1.3 },
  subtitle: { color: MUTED, marginTop: 2 },
  stamp: {
    width: 96,
    height: 110,
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: MUTED,
    alignItems: 'center',
    justifyContent: 'center',
    padding: 6,
  },
  stampText: { fontSize: 8, color: MUTED, textAlign: 'center' },
  stampAmount: { fontSize: 11, fontWeight: 700, marginTop: 4, lineHeight: 1.3 },
  cancelled: { borderWidth: 2, borderColor: RED, color: RED, padding: 8, marginBottom: 16 },
  cancelledTitle: { fontSize: 20, fontWeight: 700, lineHeight: 1.3 },
  parties: { flexDirection: 'row', gap: 24, marginBottom: 16 },
  party: { flex: 1 },
  label: { fontSize: 8, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.5, marginBottom: 2 },
  strong: { fontWeight: 700 },
  paragraph: { marginBottom: 12 },
  table: { borderTopWidth: 1, borderColor: LINE, marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: LINE, paddingVertical: 5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: LINE, paddingVertical: 5, color: MUTED },
  colLabel: { flex: 3, paddingRight: 8 },
  colPeriod: { flex: 2, paddingRight: 8 },
  colAmount: { flex: 1.2, textAlign: 'right' },
  totalRow: { flexDirection: 'row', paddingVertical: 6 },
  details: { marginBottom: 18 },
  detailRow: { flexDirection: 'row', marginBottom: 2 },
  detailLabel: { width: 150, color: MUTED },
  detailValue: { flex: 1 },
  signature: { marginTop: 36, alignSelf: 'flex-end', width: 200, borderTopWidth: 1, borderColor: INK, paddingTop: 4 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: 'center' },
});

/** '01/03/2026 – 31/03/2026', one end alone, or '—'. */
export function formatItemPeriod(item: Pick<ReceiptItem, 'periodStart' | 'periodEnd'>): string {
  const { periodStart: start, periodEnd: end } = item;
  if (start && end) return start === end ? formatDateIt(start) : `${formatDateIt(start)} – ${formatDateIt(end)}`;
  if (start) return `dal ${formatDateIt(start)}`;
  if (end) return `fino al ${formatDateIt(end)}`;
  return '—';
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.detailRow}>
      <Text style={styles.detailLabel}>{label}</Text>
      <Text style={styles.detailValue}>{value}</Text>
    </View>
  );
}

export function ReceiptDocument({ data }: { data: ReceiptData }) {
  const title = receiptLabel(data.number);
  const words = `Euro ${amountInWords(data.amountCents)}`;
  return (
    <Document title={title} author={data.landlord.name} creator="CasaConti" producer="CasaConti" language="it-IT">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.title}>{title}</Text>
            <Text style={styles.subtitle}>Data: {formatDateIt(data.issuedOn)}</Text>
          </View>
          {needsStampDuty(data.amountCents) ? (
            <View style={styles.stamp}>
              <Text style={styles.stampText}>Marca da bollo</Text>
              <Text style={styles.stampAmount}>{formatEuro(STAMP_DUTY_CENTS)}</Text>
            </View>
          ) : null}
        </View>

        {data.cancelled ? (
          <View style={styles.cancelled}>
            <Text style={styles.cancelledTitle}>ANNULLATA</Text>
            {data.cancellationReason ? <Text>Motivo: {data.cancellationReason}</Text> : null}
          </View>
        ) : null}

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

        <Text style={styles.paragraph}>
          Il locatore dichiara di aver ricevuto da {data.tenant.name} la somma di {formatEuro(data.amountCents)} (
          {words}) per l'immobile in {data.propertyAddress}, a saldo delle voci seguenti.
        </Text>

        <View style={styles.table}>
          <View style={styles.headRow}>
            <Text style={styles.colLabel}>Voce</Text>
            <Text style={styles.colPeriod}>Periodo</Text>
            <Text style={styles.colAmount}>Importo</Text>
          </View>
          {data.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list, never reordered
            <View style={styles.row} key={index} wrap={false}>
              <Text style={styles.colLabel}>{item.label}</Text>
              <Text style={styles.colPeriod}>{formatItemPeriod(item)}</Text>
              <Text style={styles.colAmount}>{formatEuro(item.amountCents)}</Text>
            </View>
          ))}
          <View style={styles.totalRow}>
            <Text style={[styles.colLabel, styles.strong]}>Totale</Text>
            <Text style={styles.colPeriod} />
            <Text style={[styles.colAmount, styles.strong]}>{formatEuro(data.amountCents)}</Text>
          </View>
        </View>

        <View style={styles.details}>
          <Detail label="Importo in cifre" value={formatEuro(data.amountCents)} />
          <Detail label="Importo in lettere" value={words} />
          <Detail label="Data di ricevimento" value={formatDateIt(data.issuedOn)} />
          <Detail label="Metodo di pagamento" value={data.methodLabel} />
          {data.note ? <Detail label="Note" value={data.note} /> : null}
        </View>

        <View style={styles.signature}>
          <Text style={{ color: MUTED, fontSize: 8 }}>Firma del locatore</Text>
        </View>

        <Text style={styles.footer} fixed>
          {title} · generata con CasaConti
        </Text>
      </Page>
    </Document>
  );
}

/** The receipt as PDF bytes. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<ReceiptDocument data={data} />);
}
