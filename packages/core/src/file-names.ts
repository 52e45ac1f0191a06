/**
 * The file extensions of the document types a file can really be (by its magic bytes), the
 * first one being the one a stored name gets. `image/heif` is how `file-type` reports some
 * HEIC photos.
 */
const TYPE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heif', 'heic'],
};

/** Every extension of a known document type: a name ending with one of them claims that type. */
const DOCUMENT_EXTENSIONS = new Set(Object.values(TYPE_EXTENSIONS).flat());

/**
 * A stored document's name ends with the extension of its detected type, so what people
 * download opens with the right program: 'scan.pdf' holding a PNG becomes 'scan.png', 'bolletta'
 * becomes 'bolletta.png'. A name whose extension already fits (any case, '.jpeg' for a JPEG) is
 * kept; an extension of another document type is replaced; any other ending (no extension, or
 * 'foto.2024', 'x.exe') gets the type's extension appended. An unknown type leaves the name as is.
 */
export function fileNameForType(fileName: string, contentType: string): string {
  const extensions = TYPE_EXTENSIONS[contentType.toLowerCase()];
  if (!extensions) return fileName;
  const dot = fileName.lastIndexOf('.');
  const current = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(current)) return fileName;
  const base = DOCUMENT_EXTENSIONS.has(current) ? fileName.slice(0, dot) : fileName;
  return `${base}.${extensions[0]}`;
}
