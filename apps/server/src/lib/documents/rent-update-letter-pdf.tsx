/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatDateIt, formatMonthYearIt } from '@casaconti/core/dates';
import { formatIstatChange, istatCalculationText } from '@casaconti/core/istat';
import { formatEuro } from '@casaconti/core/money';
import { Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  type DocumentParties,
  FONT,
  INK,
  LandlordParty,
  LINE,
  MUTED,
  PdfDocument,
  registerFonts,
  SignatureAndFooter,
} from './pdf-parts';

/** What the rent update letter states (docs/domain.md §15). Money in cents, dates 'yyyy-MM-dd'. */
export type RentUpdateLetterData = DocumentParties & {
  issuedOn: string;
  contractStartDate: string;
  anniversaryDate: string;
  changeBps: number;
  sharePercent: number;
  previousRent: number;
  newRent: number;
  effectiveFrom: string;
};

const styles = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 10.5, color: INK, padding: 56, lineHeight: 1.45 },
  parties: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 28 },
  label: { fontSize: 8, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.5, marginBottom: 2 },
  strong: { fontWeight: 700 },
  date: { textAlign: 'right', marginBottom: 18 },
  subject: { fontWeight: 700, marginBottom: 14 },
  paragraph: { marginBottom: 12 },
  table: { borderTopWidth: 1, borderColor: LINE, marginVertical: 8 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: LINE, paddingVertical: 5 },
  rowLabel: { flex: 2, color: MUTED },
  rowValue: { flex: 2, textAlign: 'right' },
  result: { flexDirection: 'row', paddingVertical: 7 },
  signature: { marginTop: 40, alignSelf: 'flex-end', width: 200, borderTopWidth: 1, borderColor: INK, paddingTop: 4 },
  footer: { position: 'absolute', bottom: 28, left: 56, right: 56, fontSize: 8, color: MUTED, textAlign: 'center' },
});

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.rowLabel}>{label}</Text>
      <Text style={styles.rowValue}>{value}</Text>
    </View>
  );
}

export function RentUpdateLetter({ data }: { data: RentUpdateLetterData }) {
  const calc = istatCalculationText(data.sharePercent, data.changeBps);
  const change = `${formatIstatChange(data.changeBps)} %`;
  return (
    <PdfDocument title="Aggiornamento ISTAT del canone" author={data.landlord.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.parties}>
          <View>
            <LandlordParty landlord={data.landlord} />
          </View>
          <View>
            <Text style={styles.label}>Alla cortese attenzione di</Text>
            <Text style={styles.strong}>{data.tenant.name}</Text>
            <Text>{data.propertyAddress}</Text>
          </View>
        </View>

        <Text style={styles.date}>{formatDateIt(data.issuedOn)}</Text>
        <Text style={styles.subject}>Oggetto: aggiornamento ISTAT del canone di locazione</Text>

        <Text style={styles.paragraph}>
          Come previsto dal contratto di locazione dell'immobile in {data.propertyAddress}, decorrente dal{' '}
          {formatDateIt(data.contractStartDate)}, alla ricorrenza annuale del {formatDateIt(data.anniversaryDate)} il
          canone mensile si aggiorna del {data.sharePercent} % della variazione dell'indice ISTAT dei prezzi al consumo
          per le famiglie di operai e impiegati (FOI, senza tabacchi).
        </Text>

        <View style={styles.table}>
          <Row label="Canone mensile attuale" value={formatEuro(data.previousRent)} />
          <Row label="Variazione dell'indice FOI" value={change} />
          <Row label="Quota applicata" value={`${data.sharePercent} %`} />
          <Row label="Aggiornamento" value={`${data.sharePercent} % × ${change} = ${calc.applied} %`} />
          <Row
            label="Calcolo"
            value={`${formatEuro(data.previousRent)} × ${calc.factor} = ${formatEuro(data.newRent)}`}
          />
          <View style={styles.result}>
            <Text style={[styles.rowLabel, styles.strong, { color: INK }]}>Nuovo canone mensile</Text>
            <Text style={[styles.rowValue, styles.strong]}>{formatEuro(data.newRent)}</Text>
          </View>
        </View>

        <Text style={styles.paragraph}>
          Il nuovo canone di {formatEuro(data.newRent)} è dovuto a partire dal mese di{' '}
          {formatMonthYearIt(data.effectiveFrom)} (dal {formatDateIt(data.effectiveFrom)}). L'importo è arrotondato al
          centesimo.
        </Text>
        <Text style={styles.paragraph}>Cordiali saluti.</Text>

        <SignatureAndFooter
          footer="Aggiornamento ISTAT del canone · generato con CasaConti"
          signatureStyle={styles.signature}
          footerStyle={styles.footer}
        />
      </Page>
    </PdfDocument>
  );
}

/** The letter as PDF bytes. */
export async function renderRentUpdateLetterPdf(data: RentUpdateLetterData): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<RentUpdateLetter data={data} />);
}
