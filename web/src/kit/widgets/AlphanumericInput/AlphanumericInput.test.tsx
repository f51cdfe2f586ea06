import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlphanumericInput } from './AlphanumericInput';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <AlphanumericInput aria-label="Login" value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Login' });

describe('AlphanumericInput', () => {
  it('drops blocked characters as they are typed and keeps the rest', async () => {
    render(<Controlled />);
    await userEvent.type(input(), 'ab;c-ж1.2_');
    expect(input().value).toBe('abc12');
  });

  it('refuses a beforeinput carrying a blocked character (virtual keyboards send no key)', () => {
    render(<Controlled />);
    const blocked = new InputEvent('beforeinput', { data: 'я', inputType: 'insertText', cancelable: true });
    const allowed = new InputEvent('beforeinput', { data: 'a', inputType: 'insertText', cancelable: true });
    fireEvent(input(), blocked);
    fireEvent(input(), allowed);
    expect(blocked.defaultPrevented).toBe(true);
    expect(allowed.defaultPrevented).toBe(false);
  });

  it('refuses a paste holding a blocked character whole', async () => {
    render(<Controlled />);
    await userEvent.click(input());
    await userEvent.paste('abc/def');
    expect(input().value).toBe('');
  });

  it('accepts a clean paste', async () => {
    render(<Controlled />);
    await userEvent.click(input());
    await userEvent.paste('abc def 42');
    expect(input().value).toBe('abc def 42');
  });
});
