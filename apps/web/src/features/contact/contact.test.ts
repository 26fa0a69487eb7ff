import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '@numbloom/domain/contact';
import en from './i18n/en.json';
import { messageKey } from './messages.ts';
import { formTypeFrom } from './contact-page.tsx';

const lookup = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en);

describe('contact form texts', () => {
  it('every message the shared schema can give has an English text equal to it', () => {
    const bad = contactFormSchema.safeParse({
      your_name: 'A$',
      email: 'nope',
      phone: '12',
      organisation: 'x'.repeat(51),
      message: ' ',
    });
    expect(bad.success).toBe(false);
    const empty = contactFormSchema.safeParse({ your_name: '', email: ' ', message: '' });
    const messages = [...(bad.error?.issues ?? []), ...(empty.error?.issues ?? [])].map((i) => i.message);
    expect(messages.length).toBe(8);
    for (const message of messages) {
      const found = messageKey(message);
      expect(found, message).toBeDefined();
      const text = found!.count === undefined ? lookup(found!.key) : lookup(`${found!.key}_other`);
      expect(String(text).replace('{{count}}', String(found!.count))).toBe(message);
    }
  });

  it('reads only the known form types from the query', () => {
    expect(formTypeFrom('enquiry')).toBe('enquiry');
    expect(formTypeFrom('request')).toBe('request');
    expect(formTypeFrom('register')).toBe('register');
    expect(formTypeFrom('Register')).toBeUndefined();
    expect(formTypeFrom('newsletter')).toBeUndefined();
    expect(formTypeFrom(null)).toBeUndefined();
  });
});
