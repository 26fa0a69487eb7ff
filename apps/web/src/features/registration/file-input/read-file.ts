import { fileExtension, stripDataUrl } from '@numbloom/domain/registration-file';

/** A chosen file as the payload carries it: base64 without a data-URL prefix, and its extension. */
export interface ReadFile {
  name: string;
  base64: string;
  extension: string;
}

/** Reads a file as base64 with FileReader (spec §7 studentListFileBase64). */
export function readFileAsBase64(file: File): Promise<ReadFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve({ name: file.name, base64: stripDataUrl(result), extension: fileExtension(file.name) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
