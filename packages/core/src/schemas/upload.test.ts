import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants';
import { createUploadUrlSchema, documentInfoSchema, validateUploadFile } from './upload';
import { issuesOf } from './test-helpers';

describe('createUploadUrlSchema (docs/domain.md §11)', () => {
  const upload = { file_name: 'bolletta.pdf', file_type: 'application/pdf', file_size: 1024, purpose: 'bill' };

  it('accepts PDF and images for bills, PDF only for contracts', () => {
    expect(createUploadUrlSchema.safeParse(upload).success).toBe(true);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'IMAGE/PNG']) {
      expect(createUploadUrlSchema.safeParse({ ...upload, file_type: type }).success).toBe(true);
    }
    expect(issuesOf(createUploadUrlSchema, { ...upload, file_type: 'image/png', purpose: 'contract' })).toEqual({
      file_type: ['Il contratto deve essere un file PDF'],
    });
    expect(issuesOf(createUploadUrlSchema, { ...upload, file_type: 'text/html' })).toEqual({
      file_type: ["Formato non supportato: carica un PDF o un'immagine (JPEG, PNG, WebP, HEIC)"],
    });
  });

  it('limits the size to 10 MB', () => {
    expect(createUploadUrlSchema.safeParse({ ...upload, file_size: MAX_UPLOAD_BYTES }).success).toBe(true);
    expect(issuesOf(createUploadUrlSchema, { ...upload, file_size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      file_size: ['Il file supera la dimensione massima di 10 MB'],
    });
    expect(issuesOf(createUploadUrlSchema, { ...upload, file_size: 0 })).toEqual({ file_size: ['Il file è vuoto'] });
  });

  it('checks a picked file before asking for a URL', () => {
    expect(validateUploadFile('contract', { type: 'application/pdf', size: 10 })).toBeNull();
    expect(validateUploadFile('contract', { type: 'image/jpeg', size: 10 })).toBe(
      'Il contratto deve essere un file PDF',
    );
    // A phone's HEIC photo often has no type: for bills the server checks its bytes instead.
    expect(validateUploadFile('bill', { type: '', size: 10 })).toBeNull();
    expect(validateUploadFile('bill', { type: 'application/octet-stream', size: 10 })).toBeNull();
    expect(validateUploadFile('contract', { type: '', size: 10 })).toBe('Il contratto deve essere un file PDF');
    expect(validateUploadFile('bill', { type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'Il file supera la dimensione massima di 10 MB',
    );
  });

  it('document info is a temp path and a name, or null', () => {
    expect(documentInfoSchema.parse(null)).toBeNull();
    expect(documentInfoSchema.safeParse({ temp_path: 'tmp/abc.pdf', original_filename: 'contratto.pdf' }).success).toBe(
      true,
    );
    expect(documentInfoSchema.safeParse({ temp_path: '', original_filename: 'x.pdf' }).success).toBe(false);
  });
});
