import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { WithName, WithNames } from './lang.tsx';

afterEach(cleanup);

describe('a sentence with names in it', () => {
  it('marks the one name where the language puts it', () => {
    const { container } = render(<p><WithName text={(name) => `إزالة ${name} الآن`} name="Dorothy Vaughan" /></p>);
    expect(container.textContent).toBe('إزالة Dorothy Vaughan الآن');
    expect([...container.querySelectorAll('bdi[translate="no"]')].map((b) => b.textContent)).toEqual(['Dorothy Vaughan']);
  });

  it('marks each of several names, in the order the language words them', () => {
    // the sentence puts the teacher before the class, as another language may
    const { container } = render(<p><WithNames text={(n) => `${n.teacher} 的 ${n.class}`} names={{ class: 'Oak', teacher: 'Rosa Diaz' }} /></p>);
    expect(container.textContent).toBe('Rosa Diaz 的 Oak');
    expect([...container.querySelectorAll('bdi[translate="no"]')].map((b) => b.textContent)).toEqual(['Rosa Diaz', 'Oak']);
  });
});
