import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { ApiError } from '../data/client';
import { applyPropertyErrors } from './applyPropertyErrors';
import { MetaForm, type FormValues, type MetaFormProps } from './MetaForm';
import {
  EVERY_TYPE,
  EVERY_TYPE_VALUES,
  makeField,
  PNG_PIXEL,
  renderWithQueries,
  serveAdminLookup,
} from './testing';
import type { ImageSizeReader } from './widgets/imageSize';

type Harness = Partial<MetaFormProps> & {
  onError?: (form: ReturnType<typeof Form.useForm<FormValues>>[0]) => void;
};

/** A MetaForm with a Save button; returns the values each save submitted. */
function renderForm({ onError, ...props }: Harness = {}) {
  const saved: FormValues[] = [];
  function WithForm() {
    const [form] = Form.useForm<FormValues>();
    return (
      <>
        <MetaForm fields={EVERY_TYPE} form={form} onFinish={(values) => saved.push(values)} {...props}>
          <Button htmlType="submit">Save</Button>
        </MetaForm>
        <Button onClick={() => onError?.(form)}>Fail</Button>
      </>
    );
  }
  renderWithQueries(<WithForm />);
  return {
    saved,
    save: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saved.length).toBeGreaterThan(0));
      return saved[saved.length - 1] ?? {};
    },
  };
}

/** The form item (label and control) of the field captioned `caption`. */
function item(caption: string): HTMLElement {
  const label = screen.getByText(caption, { selector: 'label' });
  const formItem = label.closest<HTMLElement>('.ant-form-item');
  if (!formItem) throw new Error(`No form item for ${caption}`);
  return formItem;
}
const control = <T extends HTMLElement>(caption: string, role: string) =>
  within(item(caption)).getByRole<T>(role);

describe('MetaForm lead', () => {
  it('draws the page’s own field above the metadata’s, and carries its value with theirs', async () => {
    const { save } = renderForm({
      fields: [makeField({ name: 'quantity', caption: 'Quantity', type: 'numeric' })],
      lead: (
        <Form.Item name="planId" label="Plan" initialValue="monthly">
          <input aria-label="Plan" />
        </Form.Item>
      ),
    });
    const labels = screen.getAllByText(/^(Plan|Quantity)$/, { selector: 'label' }).map((l) => l.textContent);
    expect(labels).toEqual(['Plan', 'Quantity']);
    expect(await save()).toMatchObject({ planId: 'monthly' });
  });
});

describe('MetaForm edit mode, one widget per field type', () => {
  it('renders every type with its widget and the values it carries', async () => {
    serveAdminLookup();
    renderForm({ initialValues: EVERY_TYPE_VALUES });
    // key and guid: read-only text.
    expect(within(item('Account ID')).getByText('42')).toBeTruthy();
    expect(within(item('Account ID')).queryByRole('textbox')).toBeNull();
    expect(within(item('External ID')).getByText('6f1c2a8e-0000-4000-8000-000000000001')).toBeTruthy();
    expect(control<HTMLInputElement>('Account Name', 'textbox').value).toBe('Harbor Screening');
    expect(item('Password').querySelector<HTMLInputElement>('input[type="password"]')?.value).toBe(
      'Secret#123',
    );
    expect(control<HTMLInputElement>('Rate', 'spinbutton').value).toBe('2.5');
    expect(control<HTMLInputElement>('Max Users', 'spinbutton').value).toBe('10');
    // Dates show MM/DD/YYYY, times h:mm A.
    expect(control<HTMLInputElement>('Expires', 'textbox').value).toBe('04/07/2025');
    expect(control<HTMLInputElement>('Day Ends', 'textbox').value).toBe('1:30 PM');
    expect(within(item('Status')).getByText('Active')).toBeTruthy();
    expect(control('Active', 'switch').getAttribute('aria-checked')).toBe('true');
    expect(
      within(item('Contacts'))
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Dana', 'Lee']);
    expect(control<HTMLInputElement>('City', 'textbox').value).toBe('Austin');
    expect(within(item('Logo')).getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(PNG_PIXEL);
    expect(await within(item('Assigned To')).findByText('Admin 7')).toBeTruthy();
  });

  const only = (...names: string[]) => EVERY_TYPE.filter((field) => names.includes(field.name));

  it('carries a picked date as yyyy-MM-dd', async () => {
    const { save } = renderForm({
      fields: only('expires', 'id'),
      initialValues: { expires: '2025-04-07', id: 42 },
    });
    await userEvent.click(control('Expires', 'textbox'));
    await userEvent.keyboard('{Control>}a{/Control}05/01/2025{Enter}');
    expect(await save()).toEqual({ expires: '2025-05-01', id: 42 });
  });

  it('carries a time as seconds since midnight, seconds optional when typing', async () => {
    const { save } = renderForm({ fields: only('dayEnds'), initialValues: { dayEnds: 48600 } });
    await userEvent.click(control('Day Ends', 'textbox'));
    await userEvent.keyboard('{Control>}a{/Control}9:15:30 AM{Enter}');
    expect(await save()).toEqual({ dayEnds: 9 * 3600 + 15 * 60 + 30 });
  });

  it('carries a bool from its switch', async () => {
    const { save } = renderForm({ fields: only('active'), initialValues: { active: true } });
    await userEvent.click(control('Active', 'switch'));
    expect(await save()).toEqual({ active: false });
  });

  it('edits an array of choices with a select of several, kept in the choices order', async () => {
    const roles = makeField({
      name: 'roles',
      caption: 'Roles',
      type: 'array',
      enumValues: ['Super Admin', 'Checkpoint', 'Billing'].map((role) => ({ value: role, text: role })),
    });
    const { save } = renderForm({ fields: [roles], initialValues: { roles: ['Billing'] } });
    await userEvent.click(control('Roles', 'combobox'));
    const option = (await screen.findAllByTitle('Super Admin')).find((element) =>
      element.closest('.ant-select-dropdown'),
    );
    await userEvent.click(option as HTMLElement);
    expect(await save()).toEqual({ roles: ['Super Admin', 'Billing'] });
    expect(within(item('Roles')).queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('offers the enum values, the disabled ones not selectable', async () => {
    const { save } = renderForm({ fields: only('status') });
    await userEvent.click(control('Status', 'combobox'));
    const suspended = await screen.findByTitle('Suspended');
    expect(suspended.className).toContain('disabled');
    await userEvent.click(screen.getByTitle('Active'));
    expect(await save()).toEqual({ status: 1 });
  });

  it('adds and removes array rows edited with arrayItemMetadata, and edits nested objects', async () => {
    const { save } = renderForm({
      fields: only('contacts', 'address'),
      initialValues: { contacts: [{ contactName: 'Dana' }] },
    });
    await userEvent.click(within(item('Contacts')).getByRole('button', { name: 'Add' }));
    const rows = within(item('Contacts')).getAllByRole('textbox');
    await userEvent.type(rows[1] as HTMLElement, 'Kim');
    await userEvent.type(control('City', 'textbox'), 'Reno');
    expect(await save()).toEqual({
      contacts: [{ contactName: 'Dana' }, { contactName: 'Kim' }],
      address: { city: 'Reno' },
    });
    await userEvent.click(
      within(item('Contacts')).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement,
    );
    expect(await save()).toMatchObject({ contacts: [{ contactName: 'Kim' }] });
  });

  it('bounds integers by minValue and maxValue and keeps them whole', async () => {
    const { save } = renderForm({ fields: only('maxUsers') });
    const input = control<HTMLInputElement>('Max Users', 'spinbutton');
    expect(input.getAttribute('aria-valuemin')).toBe('1');
    expect(input.getAttribute('aria-valuemax')).toBe('100');
    await userEvent.type(input, '500');
    await userEvent.tab();
    expect(await save()).toEqual({ maxUsers: 100 });
    await userEvent.clear(input);
    await userEvent.type(input, '7.6');
    await userEvent.tab();
    expect(await save()).toEqual({ maxUsers: 8 });
  });

  it('does not render fields hidden from edit mode', () => {
    renderForm({
      fields: [
        makeField({ name: 'created', caption: 'Created', type: 'datetime', showInEdit: false }),
        makeField({ name: 'notes', caption: 'Notes', type: 'string' }),
      ],
    });
    expect(screen.queryByText('Created')).toBeNull();
    expect(screen.getByText('Notes')).toBeTruthy();
  });

  it('says Settings is empty when there is no field to edit', () => {
    renderForm({ fields: [] });
    expect(screen.getByText('Settings is empty')).toBeTruthy();
  });

  it('lays groups out under their captions', () => {
    renderForm({
      fields: [
        makeField({ name: 'timeZoneId', caption: 'Time Zone', type: 'string', group: 'settings', span: 12 }),
        makeField({ name: 'name', caption: 'Name', type: 'string', group: 'general', span: 12 }),
      ],
      groups: [
        { name: 'general', caption: 'General Info' },
        { name: 'settings', caption: 'General Settings' },
      ],
    });
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'General Info',
      'General Settings',
    ]);
    expect(within(sections[0] as HTMLElement).getByText('Name')).toBeTruthy();
    expect(item('Name').closest('.ant-col')?.className).toContain('ant-col-12');
  });
});

describe('MetaForm rules (console-core §5)', () => {
  it('marks required fields, except bool', () => {
    renderForm();
    const marked = (caption: string) =>
      screen.getByText(caption, { selector: 'label' }).className.includes('ant-form-item-required');
    expect(marked('Account Name')).toBe(true);
    expect(marked('Active')).toBe(false);
    expect(marked('Rate')).toBe(false);
  });

  it('edits a paragraph in a text area that counts up to its limit, so a cut paste is seen', async () => {
    const fields: FieldMetadata[] = [
      makeField({ name: 'comments', caption: 'Comments', type: 'string', maxLength: 12, multiline: true }),
    ];
    const { save } = renderForm({ fields });
    const area = control<HTMLTextAreaElement>('Comments', 'textbox');
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.click(area);
    await userEvent.paste('A paste longer than the limit');
    expect(within(item('Comments')).getByText('12 / 12')).toBeTruthy();
    expect(await save()).toMatchObject({ comments: 'A paste long' });
  });

  it('shows a field the user holds none of the editableForRoles of as its text, not a control', async () => {
    serveAdminLookup();
    const assignedTo = EVERY_TYPE.find((field) => field.name === 'assignedTo') as FieldMetadata;
    const fields: FieldMetadata[] = [
      makeField({ name: 'comments', caption: 'Comments', type: 'string', editableForRoles: ['Admin'] }),
      { ...assignedTo, editableForRoles: ['Admin'] },
    ];
    const { save } = renderForm({
      fields,
      roles: ['Checkpoint'],
      initialValues: { comments: 'Met at the fair', assignedTo: 7 },
    });
    expect(await within(item('Assigned To')).findByText('Admin 7')).toBeTruthy();
    expect(within(item('Assigned To')).queryByRole('combobox')).toBeNull();
    expect(within(item('Comments')).getByText('Met at the fair')).toBeTruthy();
    expect(within(item('Comments')).queryByRole('textbox')).toBeNull();
    // What is shown is still the form's value: a save sends it unchanged.
    expect(await save()).toMatchObject({ comments: 'Met at the fair', assignedTo: 7 });
  });

  it('enables it for a holder of one of the roles, in any case', () => {
    const fields: FieldMetadata[] = [
      makeField({ name: 'comments', caption: 'Comments', type: 'string', editableForRoles: ['Admin'] }),
    ];
    renderForm({ fields, roles: ['admin'] });
    expect(control<HTMLInputElement>('Comments', 'textbox').disabled).toBe(false);
  });

  it('shows server propertyErrors under their fields: all of a password’s, the first of others', async () => {
    const fields = [
      makeField({ name: 'email', caption: 'Email', type: 'string' }),
      makeField({ name: 'password', caption: 'Password', type: 'string' }),
    ];
    const propertyErrors = {
      Email: ['Email is taken', 'Email is invalid'],
      password: ['Too short', 'Needs a digit'],
      other: ['Elsewhere'],
    };
    const error = new ApiError(
      400,
      'Bad Request',
      { code: 'ValidationError', message: 'Invalid', propertyErrors },
      {
        kind: 'fieldErrors',
        propertyErrors,
        firstError: 'Email is taken',
      },
    );
    const unplaced = vi.fn();
    renderForm({ fields, onError: (form) => unplaced(applyPropertyErrors(form, error, fields)) });
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await within(item('Email')).findByText('Email is taken')).toBeTruthy();
    expect(within(item('Email')).queryByText('Email is invalid')).toBeNull();
    expect(within(item('Password')).getByText('Too short; Needs a digit')).toBeTruthy();
    expect(unplaced).toHaveBeenCalledWith(['Elsewhere']);
  });

  it('hides optional fields until Show Optional Fields, and keeps what they hold', async () => {
    const fields = [
      makeField({ name: 'name', caption: 'Name', type: 'string' }),
      makeField({ name: 'phone', caption: 'Phone', type: 'string', optional: true }),
    ];
    const { save } = renderForm({ fields, optionalToggle: true, initialValues: { phone: '555-0100' } });
    expect(screen.getByText('Phone', { selector: 'label' }).closest('.ant-form-item-hidden')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show Optional Fields' }));
    expect(screen.getByText('Phone', { selector: 'label' }).closest('.ant-form-item-hidden')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Optional Fields' }));
    expect(screen.getByText('Phone', { selector: 'label' }).closest('.ant-form-item-hidden')).not.toBeNull();
    expect(await save()).toEqual({ name: undefined, phone: '555-0100' });
  });
});

describe('MetaForm image upload', () => {
  const logo = EVERY_TYPE.filter((field) => field.name === 'logo');
  const sized =
    (width: number, height: number): ImageSizeReader =>
    async () => ({ width, height });
  const fileInput = () => {
    const input = item('Logo').querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    return input;
  };

  it('accepts only png or jpeg', async () => {
    renderForm({ fields: logo, readImageSize: sized(10, 10) });
    expect(fileInput().accept).toBe('image/png,image/jpeg');
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect((await within(item('Logo')).findByRole('alert')).textContent).toBe(
      'Only png or jpeg images can be uploaded',
    );
    expect(within(item('Logo')).queryByRole('img', { name: 'Logo' })).toBeNull();
  });

  it('rejects an image larger than maxWidth or maxHeight with Image has invalid size', async () => {
    const { save } = renderForm({ fields: logo, readImageSize: sized(100, 51) });
    await userEvent.upload(fileInput(), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect((await within(item('Logo')).findByRole('alert')).textContent).toBe('Image has invalid size');
    expect(await save()).toEqual({ logo: undefined });
  });

  it('takes an image within the limits as a data URL', async () => {
    const { save } = renderForm({ fields: logo, readImageSize: sized(100, 50) });
    await userEvent.upload(fileInput(), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await within(item('Logo')).findByRole('img', { name: 'Logo' })).toBeTruthy();
    const values = await save();
    expect(String(values.logo)).toMatch(/^data:image\/png;base64,/);
  });
});
