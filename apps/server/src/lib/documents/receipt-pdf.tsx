/** @jsxRuntime automatic */
/** @jsxImportSource react */
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
import { Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { baseStyles, Detail, MUTED, Parties, PdfDocument, registerFonts, SignatureAndFooter } from './pdf-parts';

const RED = '#b42318';

const styles = StyleSheet.create({
  ...baseStyles,
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 18 },
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
  paragraph: { marginBottom: 12 },
  colLabel: { flex: 3, paddingRight: 8 },
  colPeriod: { flex: 2, paddingRight: 8 },
  totalRow: { flexDirection: 'row', paddingVertical: 6 },
  details: { marginBottom: 18 },
});

/** '01/03/2026 – 31/03/2026', one end alone, or '—'. */
export function formatItemPeriod(item: Pick<ReceiptItem, 'periodStart' | 'periodEnd'>): string {
  const { periodStart: start, periodEnd: end } = item;
  if (start && end) return start === end ? formatDateIt(start) : `${formatDateIt(start)} – ${formatDateIt(end)}`;
  if (start) return `dal ${formatDateIt(start)}`;
  if (end) return `fino al ${formatDateIt(end)}`;
  return '—';
}

/** The receipt PDF (DOMAIN §12, decision 077), on the shared PDF parts (pdf-parts.tsx). */
export function ReceiptDocument({ data }: { data: ReceiptData }) {
  const title = receiptLabel(data.number);
  const words = `Euro ${amountInWords(data.amountCents)}`;
  return (
    <PdfDocument title={title} author={data.landlord.name}>
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

        <Parties data={data} />

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

        <SignatureAndFooter footer={`${title} · generata con CasaConti`} />
      </Page>
    </PdfDocument>
  );
}

/** The receipt as PDF bytes. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<ReceiptDocument data={data} />);
}
