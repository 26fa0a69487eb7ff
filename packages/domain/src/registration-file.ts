import { LIMITS } from './form-rules.ts';

/**
 * Spec §5 file rules for the student list upload, checked in the browser when
 * a file is chosen and on the server against the decoded bytes.
 */

export const MAX_FILE_BYTES = LIMITS.studentListBytes; // 524288: 0.5 MB

export const FILE_MESSAGES = {
  executable: 'You must not select an executable file',
  invalidExtension: 'Invalid file extension.',
  tooLarge: 'The file you select must be less than 0.5MB',
  /** The upload is not valid base64 (a broken or tampered request). */
  unreadable: 'The file you selected could not be read. Please choose it again.',
  imageOnly: 'Please Select jpg or png File',
  maxSize500KB: 'Maximum file size allowed is 500KB',
} as const;

/**
 * Extensions refused as a student list: programs, scripts, installers and
 * libraries a school computer could run. 'exe' has its own message.
 */
export const BLOCKED_EXTENSIONS: readonly string[] = [
  'exe', 'msi', 'msp', 'bat', 'cmd', 'com', 'scr', 'pif', 'cpl', 'dll', 'sys', 'drv', 'ocx',
  'vbs', 'vbe', 'js', 'jse', 'mjs', 'cjs', 'wsf', 'wsh', 'hta', 'ps1', 'psm1', 'psd1', 'reg', 'lnk', 'inf',
  'sh', 'bash', 'csh', 'ksh', 'zsh', 'run', 'bin', 'elf', 'out', 'command',
  'app', 'dmg', 'pkg', 'deb', 'rpm', 'apk', 'ipa', 'jar', 'class', 'war',
  'py', 'pyc', 'pl', 'rb', 'php', 'asp', 'aspx', 'jsp', 'cgi',
  'html', 'htm', 'svg', 'xhtml', 'scf', 'url', 'iso', 'img', 'vhd', 'docm', 'xlsm', 'pptm',
];

/** The lower-cased extension of a file name ('' when it has none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).trim().toLowerCase() : '';
}

/** The text for a file's extension, or null when it may be uploaded. */
export function extensionError(extension: string): string | null {
  const ext = extension.replace(/^\./, '').trim().toLowerCase();
  if (ext === 'exe') return FILE_MESSAGES.executable;
  if (BLOCKED_EXTENSIONS.includes(ext)) return FILE_MESSAGES.invalidExtension;
  return null;
}

/** The text for a file's size in bytes, or null when it is under 0.5 MB. */
export const sizeError = (bytes: number): string | null => (bytes >= MAX_FILE_BYTES ? FILE_MESSAGES.tooLarge : null);

/** Checks a chosen file (name and size) the way the forms do: extension first, then size. */
export function checkFile(file: { name: string; size: number }): string | null {
  return extensionError(fileExtension(file.name)) ?? sizeError(file.size);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Strips a data URL prefix ("data:text/csv;base64,") if a FileReader added one. */
export const stripDataUrl = (value: string) => value.replace(/^data:[^,]{0,200};base64,/, '');

/**
 * Decoded size of a base64 text, or null when it is not valid base64. Counts
 * from the text itself, so a huge upload is measured without decoding it.
 */
export function base64DecodedSize(value: string): number | null {
  const text = stripDataUrl(value).replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** The check the server runs on an uploaded list: readable base64, allowed extension, under 0.5 MB. */
export function checkBase64File(base64: string, extension: string): string | null {
  const extError = extensionError(extension);
  if (extError) return extError;
  const size = base64DecodedSize(base64);
  if (size === null) return FILE_MESSAGES.unreadable;
  return sizeError(size);
}
