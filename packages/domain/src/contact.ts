import { z } from 'zod';
import { localeCode, regionCode, text } from './text-schema.ts';
import { emailField, messageField, nameField, textField, LIMITS } from './form-rules.ts';
import { phoneField } from './phone.ts';

/** Spec §2: the contact form's submit label follows its type. */
export const CONTACT_FORM_TYPES = ['enquiry', 'request', 'register'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number] | (string & {});

export function submitLabel(formType: string | undefined): string {
  switch (formType) {
    case 'enquiry':
      return 'Send Enquiry';
    case 'request':
      return 'Send Request';
    case 'register':
      return 'Register Now';
    default:
      return 'Submit';
  }
}

/** The contact form, validated the same way in the browser and on the server. */
export const contactFormSchema = z.strictObject({
  form_type: text(20).default('enquiry'),
  your_name: nameField('your_name', true),
  email: emailField(true),
  phone: phoneField(false),
  organisation: textField('organisation', { required: false, max: LIMITS.name }),
  message: messageField(true),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
});
export type ContactForm = z.input<typeof contactFormSchema>;
