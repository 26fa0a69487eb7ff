import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** A button's look, for an element that is not one of these components (a link drawn by the children's entry, which has no router). */
export const buttonClasses = (variant: ButtonVariant, size: 'md' | 'sm' = 'md', extra?: string) =>
  ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', extra ?? ''].filter(Boolean).join(' ');

/** A button; type="button" unless told otherwise so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: 'md' | 'sm'; ref?: React.Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

/** A router link that looks like a button (for navigation, not actions). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: 'md' | 'sm' }) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
