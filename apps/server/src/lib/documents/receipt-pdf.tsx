/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatDateIt } from '@casaconti/core/dates';
import { formatEuro } from '@casaconti/core/money';
import {
  amountInWords,
  needsStampDuty,
  type ReceiptData,
  type ReceiptItem,
  receiptItemSettlement,
  receiptLabel,
  STAMP_DUTY_CENTS,
} from '@casaconti/core/receipts';
import { Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { baseStyles, Detail, Footer, MUTED, Parties, PdfDocument, registerFonts, Signature } from './pdf-parts';

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
  colLabel: { flex: 2.6, paddingRight: 8 },
  colPeriod: { flex: 2, paddingRight: 8 },
  colSettlement: { flex: 2, paddingRight: 8 },
  runningHead: {
    position: 'absolute',
    top: 22,
    left: 48,
    right: 48,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: MUTED,
  },
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

/**
 * The receipt PDF (docs/domain.md §12, decision 077), on the shared PDF parts (pdf-parts.tsx). Every line
 * says whether this payment paid it in full ('a saldo') or in part ('in acconto', with what is
 * still owed). A long receipt breaks between lines, never inside one (decision 164): every page
 * carries the receipt's number and page in its top margin and the table's column heads, and the
 * total with the details and the signature moves to the next page whole.
 */
export function ReceiptDocument({ data }: { data: ReceiptData }) {
  const title = receiptLabel(data.number);
  const words = `Euro ${amountInWords(data.amountCents)}`;
  return (
    <PdfDocument title={title} author={data.landlord.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.runningHead} fixed>
          <Text>
            {title} · {formatDateIt(data.issuedOn)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Pagina ${pageNumber} di ${totalPages}`} />
        </View>
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
          <View style={styles.cancelled} wrap={false}>
            <Text style={styles.cancelledTitle}>ANNULLATA</Text>
            {data.cancellationReason ? <Text>Motivo: {data.cancellationReason}</Text> : null}
          </View>
        ) : null}

        <Parties data={data} />

        <Text style={styles.paragraph}>
          Il locatore dichiara di aver ricevuto da {data.tenant.name} la somma di {formatEuro(data.amountCents)} (
          {words}) per l'immobile in {data.propertyAddress}, per le voci seguenti.
        </Text>

        <View style={styles.table}>
          {/* fixed inside the table: the column heads repeat on every page the table spans. */}
          <View style={styles.headRow} fixed>
            <Text style={styles.colLabel}>Voce</Text>
            <Text style={styles.colPeriod}>Periodo</Text>
            <Text style={styles.colSettlement}>Pagamento</Text>
            <Text style={styles.colAmount}>Importo</Text>
          </View>
          {data.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list, never reordered
            <View style={styles.row} key={index} wrap={false}>
              <Text style={styles.colLabel}>{item.label}</Text>
              <Text style={styles.colPeriod}>{formatItemPeriod(item)}</Text>
              <Text style={styles.colSettlement}>{receiptItemSettlement(item)}</Text>
              <Text style={styles.colAmount}>{formatEuro(item.amountCents)}</Text>
            </View>
          ))}
        </View>

        <View wrap={false}>
          <View style={styles.totalRow}>
            <Text style={[styles.colLabel, styles.strong]}>Totale</Text>
            <Text style={styles.colPeriod} />
            <Text style={styles.colSettlement} />
            <Text style={[styles.colAmount, styles.strong]}>{formatEuro(data.amountCents)}</Text>
          </View>

          <View style={styles.details}>
            <Detail label="Importo in cifre" value={formatEuro(data.amountCents)} />
            <Detail label="Importo in lettere" value={words} />
            <Detail label="Data di ricevimento" value={formatDateIt(data.issuedOn)} />
            <Detail label="Metodo di pagamento" value={data.methodLabel} />
            {data.note ? <Detail label="Note" value={data.note} /> : null}
          </View>

          <Signature />
        </View>
        <Footer footer={`${title} · generata con CasaConti`} />
      </Page>
    </PdfDocument>
  );
}

/** The receipt as PDF bytes. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<ReceiptDocument data={data} />);
}
