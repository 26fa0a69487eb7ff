import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AddSchoolModal } from './add-school-modal.tsx';
import { renderWithProviders } from '../test/render.tsx';

beforeEach(() => {
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
});

/** The limits of the 'Add My School' modal (spec §9); was a browser journey (decision 032). */
describe("'Add My School' limits", () => {
  it('255 characters for the texts, 32 for the postcode and the school code, and a numeric postcode in the US', async () => {
    await renderWithProviders(<AddSchoolModal open defaultCountry="US" onClose={vi.fn()} onSubmit={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add My School' });
    const box = (name: string) => within(dialog).getByLabelText(name, { exact: false }) as HTMLInputElement;
    for (const name of ['School name', 'Street address', 'City']) expect(box(name).getAttribute('maxlength')).toBe('255');
    expect(box('School code').getAttribute('maxlength')).toBe('32');
    const postcode = box('Postcode');
    expect(postcode.getAttribute('type')).toBe('number');

    fireEvent.change(postcode, { target: { value: '1'.repeat(40) } });
    expect(postcode.value).toBe('1'.repeat(32));
    fireEvent.change(box('School code'), { target: { value: 'C'.repeat(40) } });
    expect(box('School code').value).toBe('C'.repeat(32));
    fireEvent.change(box('School name'), { target: { value: 'N'.repeat(300) } });
    expect(box('School name').value).toBe('N'.repeat(255));
  });
});

describe("'Add My School' after a choice", () => {
  it('a postcode with letters is cleared when the new country’s postcode is a number, kept when it is digits', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<AddSchoolModal open defaultCountry="GB" onClose={vi.fn()} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add My School' });
    const box = (name: string) => within(dialog).getByLabelText(name, { exact: false }) as HTMLInputElement;
    const country = within(dialog).getByRole('combobox', { name: /Country/ });
    fireEvent.change(box('Postcode'), { target: { value: 'SW1A 1AA' } });
    fireEvent.change(country, { target: { value: 'NZ' } });
    expect(box('Postcode').getAttribute('type')).toBe('number');
    expect(box('Postcode').value).toBe('');
    fireEvent.change(box('Postcode'), { target: { value: '6011' } });
    fireEvent.change(country, { target: { value: 'AU' } });
    expect(box('Postcode').value).toBe('6011');
    // what is sent is what is shown: submitting now asks for the postcode the person can see
    fireEvent.change(country, { target: { value: 'GB' } });
    fireEvent.change(box('Postcode'), { target: { value: 'YO1 7HH' } });
    fireEvent.change(country, { target: { value: 'NZ' } });
    for (const [name, value] of [['School name', 'Riverside'], ['Street address', '5 River Lane'], ['City', 'Wellington']] as const) {
      fireEvent.change(box(name), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add school' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears what was typed once the school is handed over, so the next “Enter manually” starts blank', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<AddSchoolModal open defaultCountry="US" onClose={vi.fn()} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add My School' });
    const box = (name: string) => within(dialog).getByLabelText(name, { exact: false }) as HTMLInputElement;
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Country/ }), { target: { value: 'NZ' } });
    for (const [name, value] of [['School name', 'Riverside'], ['Street address', '5 River Lane'], ['City', 'Wellington'], ['Postcode', '6011']] as const) {
      fireEvent.change(box(name), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add school' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Riverside', zip_code: '6011' }));
    for (const name of ['School name', 'Street address', 'City', 'Postcode']) expect(box(name).value, name).toBe('');
  });
});

describe("'Add My School' in the page's language", () => {
  it('names the emirates in Arabic on an Arabic page, and hands over the English name the record keeps', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<AddSchoolModal open defaultCountry="AE" onClose={vi.fn()} onSubmit={onSubmit} />, 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'أضف مدرستي' });
    const emirates = within(dialog).getByRole('combobox', { name: /الولاية\/المقاطعة/ });
    const names = [...emirates.querySelectorAll('option')].map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['أبوظبي', 'دبي', 'الشارقة', 'رأس الخيمة']));
    expect(names.join(' ')).not.toMatch(/Dubai|Sharjah/);
  });

  it('says ZIP code on a US page', async () => {
    await renderWithProviders(<AddSchoolModal open defaultCountry="US" onClose={vi.fn()} onSubmit={vi.fn()} />, 'en-US');
    const dialog = await screen.findByRole('dialog', { name: 'Add My School' });
    expect(within(dialog).getByLabelText('ZIP code', { exact: false })).toBeTruthy();
    expect(within(dialog).queryByText(/Postcode/)).toBeNull();
  });
});
