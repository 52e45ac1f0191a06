import { COPY_CONFIRMATION_MS } from '@/lib/ui-constants';
import { CheckIcon, CopyIcon, MailIcon, MessageCircleIcon, RefreshCwIcon, Share2Icon } from 'lucide-react';
import { toast } from '@/lib/toast';
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
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useOneRequest } from '@/lib/one-request';
import { useShareLink } from '../api/get-share-link';
import { useRegenerateShareLink } from '../api/regenerate-share-link';
import { useSendShareLink } from '../api/send-share-link';

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

/** Share the public statement: the link with a copy button; 'Copiato!' for 2 s (docs/product.md §2, §9). */
export function ShareStatementDialog({ contractId }: { contractId: string }) {
  const [open, setOpen] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const shareLink = useShareLink(contractId, { enabled: open });
  const link = shareLink.data ? absoluteLink(shareLink.data.link) : '';
  const sendEmail = useSendShareLink(contractId);
  const regenerate = useRegenerateShareLink(contractId);
  const [isConfirmingRegenerate, setIsConfirmingRegenerate] = useState(false);
  // One click, one request (decision 162). The email's key is kept across a failed attempt (a
  // retry after a lost answer sends nothing twice) and renewed after a success, so a later click
  // sends again once the cooldown is over. Regenerating needs no key: a repeat makes one more
  // link, and the last one answered is the one shown and working.
  const [emailKey, setEmailKey] = useState(newIdempotencyKey);
  const onceEmail = useOneRequest();
  const onceRegenerate = useOneRequest();
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(`Il tuo estratto conto CasaConti: ${link}`)}`;

  const onSendEmail = () =>
    onceEmail(() =>
      sendEmail.mutateAsync(emailKey, {
        onSuccess: ({ email }) => {
          setEmailKey(newIdempotencyKey());
          toast.success('Link inviato', { description: `L'estratto conto è stato inviato a ${email}.` });
        },
        onError: (err) => toast.error("Errore durante l'invio del link", { description: err.message }),
      }),
    );
  const onRegenerate = () =>
    onceRegenerate(() =>
      regenerate.mutateAsync(undefined, {
        onSuccess: () => {
          setIsConfirmingRegenerate(false);
          setIsCopied(false);
          toast.success('Nuovo link creato', { description: 'Il link precedente non funziona più.' });
        },
        onError: (err) => toast.error('Errore durante la creazione del nuovo link', { description: err.message }),
      }),
    );

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
        if (!next) {
          setIsCopied(false);
          setIsConfirmingRegenerate(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          {/* On a phone the visible label is 'Condividi'; the accessible name stays whole. */}
          <Share2Icon aria-hidden="true" /> Condividi<span className="max-sm:sr-only"> estratto conto</span>
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
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" variant="outline" onClick={onSendEmail} disabled={sendEmail.isPending}>
                <MailIcon aria-hidden="true" /> Invia per email
              </Button>
              <Button asChild variant="outline">
                <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
                  <MessageCircleIcon aria-hidden="true" /> Condividi su WhatsApp
                </a>
              </Button>
            </div>
            <div className="mt-2 grid gap-2 border-t pt-3">
              {isConfirmingRegenerate ? (
                <Alert variant="error" title="Rigenerare il link?">
                  <p>Il link attuale smetterà subito di funzionare: chi lo ha ricevuto dovrà usare quello nuovo.</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="destructive"
                      size="sm"
                      onClick={onRegenerate}
                      disabled={regenerate.isPending}
                    >
                      Rigenera link
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={() => setIsConfirmingRegenerate(false)}>
                      Annulla
                    </Button>
                  </div>
                </Alert>
              ) : (
                <Button
                  type="button"
                  variant="ghost"
                  className="justify-self-start"
                  onClick={() => setIsConfirmingRegenerate(true)}
                >
                  <RefreshCwIcon aria-hidden="true" /> Rigenera link
                </Button>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
