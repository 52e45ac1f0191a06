import { COPY_CONFIRMATION_MS } from '@/lib/ui-constants';
import { CheckIcon, CopyIcon, Share2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useShareLink } from '../api/get-share-link';

function absoluteLink(link: string) {
  return new URL(link, window.location.origin).toString();
}

async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission: select the text and use the legacy command.
    if (!fallbackInput) return false;
    fallbackInput.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** Share the public statement: the link with a copy button; 'Copiato!' for 2 s (SPEC §2, §9). */
export function ShareStatementDialog({ contractId }: { contractId: string }) {
  const [open, setOpen] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const shareLink = useShareLink(contractId, { enabled: open });
  const link = shareLink.data ? absoluteLink(shareLink.data.link) : '';

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const onCopy = async () => {
    if (await copyText(link, inputRef.current)) setIsCopied(true);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setIsCopied(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2Icon aria-hidden="true" /> Condividi estratto conto
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Condividi estratto conto</DialogTitle>
          <DialogDescription>
            Chi riceve questo link può consultare l'estratto conto del contratto senza accedere.
          </DialogDescription>
        </DialogHeader>
        {shareLink.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Caricamento del link…" />
          </div>
        ) : shareLink.isError ? (
          <Alert variant="error" title="Errore nel caricamento del link">
            Impossibile caricare il link per questo contratto
          </Alert>
        ) : (
          <div className="grid gap-2">
            <Field label="Link dell'estratto conto">
              <Input ref={inputRef} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            </Field>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" onClick={onCopy}>
                {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />} Copia link
              </Button>
              <span aria-live="polite" className="text-sm font-medium text-success">
                {isCopied ? 'Copiato!' : ''}
              </span>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
