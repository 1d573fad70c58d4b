import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { changeLanguage, i18n } from '../../lib/i18n';
import { NumberField, type NumberFieldProps } from './number-field';

type FieldProps = Partial<NumberFieldProps> & { initial?: number | string };

/** A form of one number: what the field hands it is shown under the box (NaN as "NaN"). */
function Field({ initial = '', ...props }: FieldProps) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <>
      <NumberField label="Litres" {...props} value={value} onChange={setValue} />
      <output aria-label="held">{typeof value === 'number' ? String(value) : `"${value}"`}</output>
      <button type="button" onClick={() => setValue(72.8)}>
        Reset
      </button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Litres' }) as HTMLInputElement;
const held = () => screen.getByLabelText('held').textContent;

function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

function typeAndLeave(text: string) {
  type(text);
  fireEvent.blur(box());
}

describe('NumberField', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads French decimals and grouping as a French reader means them, and writes them back so', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<Field grouped />);
    typeAndLeave('45,5');
    expect(held()).toBe('45.5');
    expect(box().value).toBe('45,5');
    typeAndLeave('1 234,56');
    expect(held()).toBe('1234.56');
    expect(box().value).toBe('1\u00a0234,56');
    typeAndLeave('1\u202f234,56');
    expect(held()).toBe('1234.56');
    typeAndLeave('45.5');
    expect(held()).toBe('45.5');
    expect(box().value).toBe('45,5');
  });

  it('reads English grouping and decimals, and refuses a comma that groups no thousands', () => {
    renderWithProviders(<Field grouped />);
    typeAndLeave('1,234.56');
    expect(held()).toBe('1234.56');
    expect(box().value).toBe('1,234.56');
    typeAndLeave('45,5');
    expect(held()).toBe('NaN');
    expect(box().value).toBe('45,5');
    expect(screen.getByText('Enter a number like 1,234.56.')).toBeTruthy();
  });

  it('keeps text it cannot read, says what to type once the box is left, and hands the form NaN', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<Field />);
    type('1,234.56');
    expect(held()).toBe('NaN');
    expect(screen.queryByText(/Entrez un nombre/)).toBeNull();
    fireEvent.blur(box());
    expect(box().value).toBe('1,234.56');
    // Testing Library reads every space as a plain one; the example is grouped with a no-break space.
    expect(screen.getByText('Entrez un nombre comme 1 234,56.')).toBeTruthy();
    typeAndLeave('72,80');
    expect(held()).toBe('72.8');
    expect(screen.queryByText(/Entrez un nombre/)).toBeNull();
  });

  it('says at once why it cannot read a number when the form refuses it without the box being left', () => {
    renderWithProviders(<Field error="Litres must be more than 0." />);
    type('12 34');
    expect(screen.getByText('Enter a number like 1,234.56.')).toBeTruthy();
    expect(screen.queryByText('Litres must be more than 0.')).toBeNull();
  });

  it('keeps a minus sign in the box and refuses the number there', () => {
    renderWithProviders(<Field />);
    typeAndLeave('-5');
    expect(box().value).toBe('-5');
    expect(held()).toBe('-5');
    expect(screen.getByText('Enter a number of 0 or more.')).toBeTruthy();
  });

  it('shows the form’s number in the reader’s way, money with its 2 decimals, and a new value from the form', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<Field initial={250} decimals={2} currency />);
    expect(box().value).toBe('250,00');
    expect(screen.getByText('$')).toBeTruthy();
    type('1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box().value).toBe('72,80');
  });

  it('reads a number the form holds as text, as forms of text fields do', () => {
    renderWithProviders(<Field initial="1234.5" grouped />);
    expect(box().value).toBe('1,234.5');
  });

  it('hands the form an empty value when the box is emptied', () => {
    renderWithProviders(<Field initial={12} />);
    typeAndLeave('  ');
    expect(held()).toBe('""');
    expect(screen.queryByText(/Enter a number/)).toBeNull();
  });

  it('rewrites a number in the other language when the reader switches', async () => {
    renderWithProviders(<Field grouped />);
    typeAndLeave('1,234.5');
    await changeLanguage('fr');
    await waitFor(() => expect(box().value).toBe('1\u00a0234,5'));
    expect(held()).toBe('1234.5');
  });

  it('asks phones for the keypad that has the separators, or figures only for whole numbers', () => {
    renderWithProviders(
      <>
        <NumberField label="Cost" value="" />
        <NumberField label="Odometer" value="" whole />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Cost' }).getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByRole('textbox', { name: 'Odometer' }).getAttribute('inputmode')).toBe('numeric');
  });
});
