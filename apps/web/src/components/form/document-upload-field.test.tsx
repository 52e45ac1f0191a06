import { UPLOAD_FILE_ACCEPT, UPLOAD_PURPOSES, type UploadPurpose } from '@casaconti/core/constants';
import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import { validateUploadFile } from '@casaconti/core/schemas/upload';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedDocument } from '@/lib/documents/upload-document';
import { usePickedFile } from '@/lib/documents/use-picked-file';
import { stubUploadPut } from '@/test/fake-upload';
import { DocumentUploadField } from './document-upload-field';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** A form with one upload field; what the form would send is shown as text. */
function Form({ purpose }: { purpose: UploadPurpose }) {
  const upload = usePickedFile(purpose);
  const sent: UploadedDocument | null = upload.document;
  return (
    <>
      <DocumentUploadField upload={upload} label="Documento" />
      <output data-testid="sent">{sent ? sent.temp_path : 'nessuno'}</output>
    </>
  );
}

type Put = { status: number; responseText?: string };

/** POST /api/uploads answers an upload URL; the PUT reports half the bytes, then waits for `finish`. */
function mockUpload() {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify({ uploadUrl: '/api/uploads/put/abc', filePath: 'tmp/abc' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });
  const put = stubUploadPut({ manual: true });
  return { calls, finish: (answer: Put) => act(async () => put.finish(answer)) };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

async function pick(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Documento'), { target: { files: [file] } });
  });
  await settle();
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('DocumentUploadField: every upload field, one way', () => {
  it.each(UPLOAD_PURPOSES)('offers the types and says the hint of its purpose (%s)', (purpose) => {
    render(<Form purpose={purpose} />);
    const input = screen.getByLabelText('Documento');
    expect(input.getAttribute('accept')).toBe(UPLOAD_FILE_ACCEPT[purpose]);
    expect(screen.getByText(DOCUMENT_MESSAGES.fileHint[purpose])).toBeTruthy();
  });

  it('uploads on pick with its progress, then says so; the form sends the document', async () => {
    const upload = mockUpload();
    render(<Form purpose="payment_proof" />);
    await pick(pdf('bonifico.pdf'));
    expect(upload.calls).toEqual(['POST /api/uploads']);
    expect(screen.getByText(DOCUMENT_MESSAGES.uploading)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: DOCUMENT_MESSAGES.uploadProgressLabel });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect((screen.getByLabelText('Documento') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('sent').textContent).toBe('nessuno');

    await upload.finish({ status: 200 });
    expect(screen.getByText(DOCUMENT_MESSAGES.uploadComplete)).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(toast.success).toHaveBeenCalledWith(DOCUMENT_MESSAGES.uploaded);
    expect(screen.getByText('bonifico.pdf')).toBeTruthy();
    expect(screen.getByTestId('sent').textContent).toBe('tmp/abc');
  });

  it("refuses a file its purpose's rules refuse, before any upload; 'Rimuovi' clears it", async () => {
    const upload = mockUpload();
    render(<Form purpose="contract" />);
    const note = new File(['ciao'], 'note.txt', { type: 'text/plain' });
    await pick(note);
    const reason = validateUploadFile('contract', note)!;
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByText('note.txt')).toBeTruthy();
    expect(screen.getByLabelText('Documento').getAttribute('aria-invalid')).toBe('true');
    expect(upload.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi' }));
    expect(screen.queryByText(reason)).toBeNull();
    expect(screen.queryByText('note.txt')).toBeNull();
  });

  it("shows the server's refusal beside the file and in the 'Errore di caricamento' toast; nothing is sent", async () => {
    const upload = mockUpload();
    render(<Form purpose="bill" />);
    await pick(pdf('bolletta.pdf'));
    const refusal = DOCUMENT_MESSAGES.typeNotAllowed.bill;
    await upload.finish({ status: 415, responseText: JSON.stringify({ error: { message: refusal } }) });
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.getByText('bolletta.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(DOCUMENT_MESSAGES.uploadFailedToast, { description: refusal });
    expect(screen.getByTestId('sent').textContent).toBe('nessuno');
  });

  it("says 'Impossibile caricare il file.' when the upload fails without a reason", async () => {
    const upload = mockUpload();
    render(<Form purpose="deposit_deduction" />);
    await pick(pdf('fattura.pdf'));
    await upload.finish({ status: 500 });
    expect(screen.getByText(DOCUMENT_MESSAGES.uploadFailed)).toBeTruthy();
  });
});
