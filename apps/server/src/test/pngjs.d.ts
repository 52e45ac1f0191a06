/** pngjs (qrcode's own dependency) ships no types: the one call the tests make of it. */
declare module 'pngjs' {
  export const PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
}
