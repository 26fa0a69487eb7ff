import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@numbloom/domain/notifications';

/**
 * An unsubscribe link's token (decision 078): the account's id and the topic, sealed with
 * AES-256-GCM under a key drawn from SECRET_KEY by HMAC-SHA256. The tag authenticates it, so a
 * changed or made-up token is refused like a missing one, and it is ciphertext, so it tells whoever
 * reads the link nothing: not whose account, not even an id. It needs no table and no sign-in; a new
 * SECRET_KEY ends the old links (the person then turns the mail off signed in).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ID_BYTES = 16;

const keyOf = (secret: string) => createHmac('sha256', secret).update('numbloom notifications unsubscribe v1').digest();

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function unsubscribeToken(secret: string, userId: string, topic: NotificationTopic): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(Buffer.concat([uuidBytes(userId), Buffer.from([NOTIFICATION_TOPICS.indexOf(topic)])])), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** What a token says, or undefined for one this server did not make (changed, cut, made up, of another key). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; topic: NotificationTopic } | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== IV_BYTES + ID_BYTES + 1 + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    const topic = NOTIFICATION_TOPICS[plain[ID_BYTES]!];
    return topic ? { userId: uuidOf(plain.subarray(0, ID_BYTES)), topic } : undefined;
  } catch {
    return undefined;
  }
}
