/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Document, Font, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * What every CasaConti PDF shares (the receipt, the deposit statement, the rent update letter;
 * decision 077): rendered on the server by @react-pdf/renderer, no browser. The font is Noto Sans
 * from the @fontsource/noto-sans package (OFL), embedded in the PDF: it has every Italian accent
 * and the euro sign, and nothing is fetched at run time.
 */
export const FONT = 'Noto Sans';
const require = createRequire(import.meta.url);
let fontsRegistered = false;
/** A packaged WOFF as the plain font it wraps, inflated once (a data URL @react-pdf reads). */
const plainFont = (woff: string) =>
  `data:font/ttf;base64,${woffToSfnt(readFileSync(require.resolve(woff))).toString('base64')}`;

export function registerFonts() {
  if (fontsRegistered) return;
  Font.register({
    family: FONT,
    fonts: [
      { src: plainFont('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'), fontWeight: 400 },
      { src: plainFont('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'), fontWeight: 700 },
    ],
  });
  // Words are never split with a hyphen (names, addresses, amounts in words).
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

export const INK = '#1c2430';
export const MUTED = '#4a5563';
export const LINE = '#c9ced6';

/** The parties of a document: who issues it, to whom, for which property. */
export type DocumentParties = {
  landlord: { name: string; fiscalCode: string | null; address: string | null };
  tenant: { name: string };
  propertyAddress: string;
};

/** The styles the receipt and the deposit statement share (A4, 48 pt margins). */
export const baseStyles = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 10, color: INK, padding: 48, lineHeight: 1.4 },
  title: { fontSize: 18, fontWeight: 700, lineHeight: 1.3 },
  parties: { flexDirection: 'row', gap: 24, marginBottom: 16 },
  party: { flex: 1 },
  label: { fontSize: 8, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.5, marginBottom: 2 },
  strong: { fontWeight: 700 },
  table: { borderTopWidth: 1, borderColor: LINE, marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: LINE, paddingVertical: 5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: LINE, paddingVertical: 5, color: MUTED },
  colAmount: { flex: 1.2, textAlign: 'right' },
  detailRow: { flexDirection: 'row', marginBottom: 2 },
  detailLabel: { width: 150, color: MUTED },
  detailValue: { flex: 1 },
  signature: { marginTop: 36, alignSelf: 'flex-end', width: 200, borderTopWidth: 1, borderColor: INK, paddingTop: 4 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: 'center' },
});

/** A CasaConti PDF's document: its title, the landlord as author, in Italian. */
export function PdfDocument({ title, author, children }: { title: string; author: string; children: ReactNode }) {
  return (
    <Document title={title} author={author} creator="CasaConti" producer="CasaConti" language="it-IT">
      {children}
    </Document>
  );
}

/** 'Locatore': the landlord's name, then the fiscal code and address when given. */
export function LandlordParty({ landlord }: { landlord: DocumentParties['landlord'] }) {
  return (
    <>
      <Text style={baseStyles.label}>Locatore</Text>
      <Text style={baseStyles.strong}>{landlord.name}</Text>
      {landlord.fiscalCode ? <Text>Codice fiscale: {landlord.fiscalCode}</Text> : null}
      {landlord.address ? <Text>{landlord.address}</Text> : null}
    </>
  );
}

/** The landlord beside the tenant and the property ('Locatore' | 'Inquilino', 'Immobile'). */
export function Parties({ data }: { data: DocumentParties }) {
  return (
    <View style={baseStyles.parties}>
      <View style={baseStyles.party}>
        <LandlordParty landlord={data.landlord} />
      </View>
      <View style={baseStyles.party}>
        <Text style={baseStyles.label}>Inquilino</Text>
        <Text style={baseStyles.strong}>{data.tenant.name}</Text>
        <Text style={[baseStyles.label, { marginTop: 8 }]}>Immobile</Text>
        <Text>{data.propertyAddress}</Text>
      </View>
    </View>
  );
}

/** A label and its value on one line ('Metodo di pagamento  Bonifico'). */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <View style={baseStyles.detailRow}>
      <Text style={baseStyles.detailLabel}>{label}</Text>
      <Text style={baseStyles.detailValue}>{value}</Text>
    </View>
  );
}

/** The line for the landlord's signature, then the footer repeated on every page. */
export function SignatureAndFooter({
  footer,
  signatureStyle,
  footerStyle,
}: {
  footer: string;
  signatureStyle?: (typeof baseStyles)['signature'];
  footerStyle?: (typeof baseStyles)['footer'];
}) {
  return (
    <>
      <Signature style={signatureStyle} />
      <Footer footer={footer} style={footerStyle} />
    </>
  );
}

/** The line for the landlord's signature. */
export function Signature({ style }: { style?: (typeof baseStyles)['signature'] }) {
  return (
    <View style={style ?? baseStyles.signature}>
      <Text style={{ color: MUTED, fontSize: 8 }}>Firma del locatore</Text>
    </View>
  );
}

/** The footer, on every page: place it directly in the Page (fixed repeats over its parent's pages). */
export function Footer({ footer, style }: { footer: string; style?: (typeof baseStyles)['footer'] }) {
  return (
    <Text style={style ?? baseStyles.footer} fixed>
      {footer}
    </Text>
  );
}
