/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { createElement, type ReactNode } from 'react';
import { type EmailBlock, type EmailInline, SIGNATURE } from './email-blocks';

/**
 * The one HTML layout of every email (decision 078), from its blocks (./email-blocks.ts), built
 * with react-email's components (tables and inline styles that mail clients read; one column,
 * 16px text, full-width buttons on a phone). React escapes every text: a name typed by someone
 * else stays text in the HTML. The mailer loads this module when it first sends (react-email and
 * its formatter take seconds to load: the server starts without them).
 */

const styles = {
  body: {
    backgroundColor: '#f4f5f7',
    margin: 0,
    padding: '16px 0',
    fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
  },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '560px',
    width: '100%',
    margin: '0 auto',
    padding: '24px 20px',
    borderRadius: '8px',
  },
  brand: { fontSize: '18px', fontWeight: 700, color: '#1c2430', margin: '0 0 16px' },
  text: { fontSize: '16px', lineHeight: '24px', color: '#1c2430', margin: '0 0 16px' },
  link: { color: '#0b5cad', textDecoration: 'underline', wordBreak: 'break-all' as const },
  button: {
    backgroundColor: '#0b5cad',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'block',
    textAlign: 'center' as const,
  },
  image: { display: 'block', margin: '0 0 16px' },
  small: { fontSize: '13px', lineHeight: '20px', color: '#4a5563', margin: '8px 0 16px' },
  hr: { borderColor: '#e3e6ea', margin: '24px 0 12px' },
  footer: { fontSize: '13px', color: '#4a5563', margin: 0 },
};

/** A paragraph's words, line breaks and links, as the children of one <Text> (no list keys). */
function Paragraph({ parts }: { parts: EmailInline[] }) {
  const nodes: ReactNode[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') {
      nodes.push(
        <Link href={part.url} style={styles.link}>
          {part.url}
        </Link>,
      );
      continue;
    }
    part.split('\n').forEach((line, j) => {
      if (j > 0) nodes.push(<br />);
      if (line) nodes.push(line);
    });
  }
  return createElement(Text, { style: styles.text }, ...nodes);
}

function Block({ block }: { block: EmailBlock }) {
  if (block.kind === 'p') return <Paragraph parts={block.parts} />;
  if (block.kind === 'image') {
    return (
      <Section>
        <Img src={`cid:${block.cid}`} alt={block.alt} width={block.size} height={block.size} style={styles.image} />
      </Section>
    );
  }
  return (
    <Section>
      <Button href={block.url} style={styles.button}>
        {block.label}
      </Button>
      <Text style={styles.small}>
        Se il pulsante non funziona, copia questo indirizzo nel browser:{' '}
        <Link href={block.url} style={styles.link}>
          {block.url}
        </Link>
      </Text>
    </Section>
  );
}

export function EmailLayout({ preview, blocks }: { preview: string; blocks: readonly EmailBlock[] }) {
  return (
    <Html lang="it">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        {createElement(
          Container,
          { style: styles.container },
          <Text style={styles.brand}>CasaConti</Text>,
          ...blocks.map((block) => createElement(Block, { block })),
          <Hr style={styles.hr} />,
          <Text style={styles.footer}>{SIGNATURE}</Text>,
        )}
      </Body>
    </Html>
  );
}

/** The email's HTML document. `preview`: the line a mail client shows next to the subject. */
export function renderEmailHtml(blocks: readonly EmailBlock[], preview: string): Promise<string> {
  return render(<EmailLayout preview={preview} blocks={blocks} />);
}
