import { describe, expect, it } from 'vitest';
import { fileNameForType } from './file-names';

describe('fileNameForType', () => {
  it('replaces the extension of another document type with the detected one', () => {
    expect(fileNameForType('scan.pdf', 'image/png')).toBe('scan.png');
    expect(fileNameForType('foto.PNG', 'image/jpeg')).toBe('foto.jpg');
    expect(fileNameForType('Bolletta gennaio.heic', 'application/pdf')).toBe('Bolletta gennaio.pdf');
  });

  it('appends the extension when there is none or it is not a document type', () => {
    expect(fileNameForType('bolletta', 'image/png')).toBe('bolletta.png');
    expect(fileNameForType('contratto', 'application/pdf')).toBe('contratto.pdf');
    expect(fileNameForType('luce.2024', 'application/pdf')).toBe('luce.2024.pdf');
    expect(fileNameForType('setup.exe', 'application/pdf')).toBe('setup.exe.pdf');
    expect(fileNameForType('.png', 'application/pdf')).toBe('.png.pdf');
  });

  it('keeps a name whose extension already fits, in any case and spelling', () => {
    expect(fileNameForType('Contratto.PDF', 'application/pdf')).toBe('Contratto.PDF');
    expect(fileNameForType('foto.jpeg', 'image/jpeg')).toBe('foto.jpeg');
    expect(fileNameForType('foto.heif', 'image/heic')).toBe('foto.heif');
    expect(fileNameForType('foto.heic', 'image/heif')).toBe('foto.heic');
  });

  it('leaves the name alone for a type it does not know', () => {
    expect(fileNameForType('note.txt', 'text/plain')).toBe('note.txt');
  });
});
