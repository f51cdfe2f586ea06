import { describe, expect, it } from 'vitest';
import { Type, type TSchema } from 'typebox';
import { LookupPath, ui } from '@console/contract/annotations';
import { AccountCreate, AccountDetail, AccountUser } from '@console/contract/accounts/api';
import { Role } from '@console/contract/gates';
import { LookupHandlerType, type FieldMetadata } from '@console/contract/metadata';
import { captionFromName, deriveRouteMetadata, type JsonSchema } from './derive.ts';

const request = { httpMethod: 'POST', route: '/api/test' };
const derive = (schema: TSchema, resolve?: (ref: string) => unknown) =>
  deriveRouteMetadata(request, schema as unknown as JsonSchema, resolve);
const fieldsOf = (schema: TSchema) => derive(schema).fields;
const field = (schema: TSchema, name: string): FieldMetadata => {
  const found = fieldsOf(schema).find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('field types', () => {
  it('maps every JSON type and format to its field type, and the annotations to the others', () => {
    const schema = Type.Object({
      int: Type.Integer(),
      numeric: Type.Number(),
      bool: Type.Boolean(),
      string: Type.String(),
      dateTime: Type.String({ format: 'date-time' }),
      date: Type.String({ format: 'date' }),
      guid: Type.String({ format: 'uuid' }),
      literals: Type.Union([Type.Literal('a'), Type.Literal('b')]),
      enumKeyword: Type.Enum([1, 2]),
      array: Type.Array(Type.String()),
      object: Type.Object({ inner: Type.String() }),
      key: Type.Integer(ui({}, { fieldType: 'key' })),
      time: Type.Integer(ui({}, { fieldType: 'time' })),
      image: Type.String(ui({}, { fieldType: 'image' })),
    });
    expect(Object.fromEntries(fieldsOf(schema).map((f) => [f.name, f.type]))).toEqual({
      int: 'int',
      numeric: 'numeric',
      bool: 'bool',
      string: 'string',
      dateTime: 'datetime',
      date: 'datetime',
      guid: 'guid',
      literals: 'enum',
      enumKeyword: 'enum',
      array: 'array',
      object: 'object',
      key: 'key',
      time: 'time',
      image: 'image',
    });
  });

  it('reads a nullable value as the type it holds, with the caption set on the union', () => {
    const schema = Type.Object({
      parent: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: 'Parent' }),
    });
    expect(field(schema, 'parent')).toMatchObject({ type: 'int', caption: 'Parent', minValue: 1 });
  });

  it('fails loudly on a schema whose field type cannot be told', () => {
    const schema = Type.Object({ anything: Type.Unknown() });
    expect(() => fieldsOf(schema)).toThrow(
      'Field metadata: anything has a schema whose field type cannot be told',
    );
  });
});

describe('captions, required markers and bounds', () => {
  it('captions a field by its title, else by its name split into words', () => {
    const schema = Type.Object({
      customerName: Type.String({ title: 'Account Name' }),
      isDaylightSavingTime: Type.Boolean(),
    });
    expect(fieldsOf(schema).map((f) => f.caption)).toEqual(['Account Name', 'Is Daylight Saving Time']);
    expect(captionFromName('address1')).toBe('Address 1');
    expect(captionFromName('productID')).toBe('Product ID');
    expect(captionFromName('user_id')).toBe('User Id');
  });

  it('marks the required fields, but never a bool', () => {
    const schema = Type.Object({
      name: Type.String(),
      phone: Type.Optional(Type.String()),
      active: Type.Boolean(),
    });
    expect(fieldsOf(schema).map((f) => [f.name, f.required])).toEqual([
      ['name', true],
      ['phone', false],
      ['active', false],
    ]);
  });

  it('carries description, minimum, maximum and maxLength', () => {
    const schema = Type.Object({
      age: Type.Integer({ minimum: 18, maximum: 120, description: 'In years' }),
      name: Type.String({ maxLength: 40 }),
    });
    expect(field(schema, 'age')).toMatchObject({ minValue: 18, maxValue: 120, description: 'In years' });
    expect(field(schema, 'name')).toMatchObject({ maxLength: 40 });
    expect(field(schema, 'name').minValue).toBeUndefined();
  });
});

describe('choices', () => {
  it('lists a union of literals with their titles as texts, and disabled choices', () => {
    const schema = Type.Object({
      status: Type.Union([
        Type.Literal('active', { title: 'Active' }),
        Type.Literal('closed', ui({ title: 'Closed' }, { enumDisabled: true })),
        Type.Literal(3),
      ]),
    });
    expect(field(schema, 'status').enumValues).toEqual([
      { value: 'active', text: 'Active', disabled: false },
      { value: 'closed', text: 'Closed', disabled: true },
      { value: 3, text: '3', disabled: false },
    ]);
  });

  it('lists the values of an enum keyword', () => {
    const schema = Type.Object({ order: Type.Enum(['asc', 'desc']) });
    expect(field(schema, 'order').enumValues).toEqual([
      { value: 'asc', text: 'asc', disabled: false },
      { value: 'desc', text: 'desc', disabled: false },
    ]);
  });

  it('gives an array of choices the choices, for a multiple choice', () => {
    const schema = Type.Object({ days: Type.Array(Type.Union([Type.Literal('mon'), Type.Literal('tue')])) });
    expect(field(schema, 'days')).toMatchObject({
      type: 'array',
      enumValues: [{ value: 'mon' }, { value: 'tue' }],
    });
  });
});

describe('nested fields', () => {
  it("describes an array of objects by its item's fields, and an object by its own", () => {
    const schema = Type.Object({
      products: Type.Array(
        Type.Object({ productId: Type.Integer({ title: 'Product' }), note: Type.Optional(Type.String()) }),
      ),
      address: Type.Object({ city: Type.String({ title: 'City' }) }),
    });
    expect(
      field(schema, 'products').arrayItemMetadata?.map((f) => [f.name, f.caption, f.type, f.required]),
    ).toEqual([
      ['productId', 'Product', 'int', true],
      ['note', 'Note', 'string', false],
    ]);
    expect(field(schema, 'address').arrayItemMetadata?.map((f) => f.caption)).toEqual(['City']);
  });

  it('follows references to shared schemas and stops a recursive schema where it repeats', () => {
    const shared = Type.Object({ label: Type.String({ title: 'Label' }) });
    const schema = Type.Object({
      tag: Type.Ref('Tag'),
      tree: Type.Cyclic({ Node: Type.Object({ children: Type.Array(Type.Ref('Node')) }) }, 'Node'),
    });
    const metadata = derive(schema, (ref) => (ref === 'Tag' ? shared : undefined));
    const [tag, tree] = metadata.fields;
    expect(tag?.arrayItemMetadata?.[0]?.caption).toBe('Label');
    const children = tree?.arrayItemMetadata?.[0];
    expect(children).toMatchObject({ name: 'children', type: 'array' });
    expect(children?.arrayItemMetadata).toBeUndefined();
    expect(() => derive(Type.Object({ x: Type.Ref('Missing') }))).toThrow(
      'refers to Missing, which is not known',
    );
  });

  it('describes a list by its row', () => {
    const row = Type.Object({ id: Type.Integer(), name: Type.String() });
    expect(derive(Type.Array(row)).fields.map((f) => f.name)).toEqual(['id', 'name']);
  });
});

describe('annotations', () => {
  it('carries visibility, roles, image bounds, layout, optional, secret and multiline from the annotations', () => {
    const schema = Type.Object({
      id: Type.Integer(ui({}, { showInEdit: false, showInView: false })),
      owner: Type.Integer(ui({}, { editableForRoles: [Role.Admin], disabled: true })),
      logo: Type.String(ui({}, { fieldType: 'image', maxWidth: 300, maxHeight: 100 })),
      note: Type.String(ui({ maxLength: 1000 }, { span: 24, optional: true, multiline: true })),
      password: Type.String(ui({}, { secret: true })),
      plain: Type.String(),
    });
    const fields = fieldsOf(schema);
    expect(fields[0]).toMatchObject({ showInEdit: false, showInView: false });
    expect(fields[1]).toMatchObject({ editableForRoles: ['Admin'], disabled: true });
    expect(fields[2]).toMatchObject({ maxWidth: 300, maxHeight: 100 });
    expect(fields[3]).toMatchObject({ span: 24, optional: true, multiline: true, maxLength: 1000 });
    expect(fields[4]).toMatchObject({ secret: true });
    expect(fields[5]).toMatchObject({ showInView: true, showInEdit: true, disabled: false, isLookup: false });
  });

  it('fills a lookup with the Paging handler, id and name, and multiselect for an array', () => {
    const schema = Type.Object({
      owner: Type.Integer(ui({}, { lookup: { path: LookupPath.AdminUsers } })),
      plans: Type.Array(
        Type.Integer(),
        ui({}, { lookup: { path: LookupPath.SubscriptionPlans, lookupCaption: 'caption' } }),
      ),
      zone: Type.String(
        ui(
          {},
          {
            lookup: {
              path: '/x',
              handlerType: LookupHandlerType.Simple,
              lookupKey: 'value',
              multiselect: true,
            },
          },
        ),
      ),
    });
    const [owner, plans, zone] = fieldsOf(schema);
    expect(owner).toMatchObject({
      isLookup: true,
      lookupDataSource: {
        path: '/api/Lookups/AdminUsers',
        handlerType: 2,
        lookupKey: 'id',
        lookupCaption: 'name',
        multiselect: false,
      },
    });
    expect(plans?.lookupDataSource).toMatchObject({ lookupCaption: 'caption', multiselect: true });
    expect(zone?.lookupDataSource).toMatchObject({ handlerType: 0, lookupKey: 'value', multiselect: true });
  });

  it('answers the groups an object declares, in order, and refuses a field naming another', () => {
    const groups = [
      { name: 'a', caption: 'First' },
      { name: 'b', caption: 'Second' },
    ];
    const schema = Type.Object({ x: Type.String(ui({}, { group: 'b' })) }, ui({}, { groups }));
    expect(derive(schema).groups).toEqual(groups);
    expect(derive(Type.Object({ x: Type.String() })).groups).toBeUndefined();
    const stray = Type.Object({ x: Type.String(ui({}, { group: 'c' })) }, ui({}, { groups }));
    expect(() => derive(stray)).toThrow('x names the group "c", which its object does not declare');
  });
});

describe('the account schemas', () => {
  it('create: requires account name, names, login and email, and hides the optional fields', () => {
    const fields = fieldsOf(AccountCreate);
    expect(fields.filter((f) => f.required).map((f) => f.caption)).toEqual([
      'Account Name',
      'First Name',
      'Last Name',
      'Login',
      'Email',
    ]);
    expect(fields.filter((f) => f.optional).map((f) => f.name)).toEqual([
      'phone',
      'password',
      'timeZoneId',
      'isDaylightsavingTime',
      'dayEnds',
      'comments',
    ]);
    expect(field(AccountCreate, 'assignedTo')).toMatchObject({
      required: false,
      editableForRoles: ['Admin'],
      lookupDataSource: { path: '/api/Lookups/AdminUsers' },
    });
    expect(field(AccountCreate, 'password')).toMatchObject({ secret: true });
    expect(field(AccountCreate, 'dayEnds')).toMatchObject({ type: 'time', minValue: 0, maxValue: 86_399 });
    expect(field(AccountCreate, 'timeZoneId').lookupDataSource).toMatchObject({
      lookupKey: 'value',
      lookupCaption: 'name',
    });
    expect(field(AccountCreate, 'products').arrayItemMetadata?.map((f) => f.name)).toEqual([
      'productId',
      'subscriptionPlanId',
      'subscriptionExpirationDate',
    ]);
  });

  it('user: id and created are shown but never edited', () => {
    const fields = fieldsOf(AccountUser);
    expect(fields.filter((f) => !f.showInEdit).map((f) => f.name)).toEqual(['id', 'created']);
    expect(field(AccountUser, 'id').type).toBe('key');
  });

  it("detail: lays the panel's fields out under 'General Info' and 'General Settings'", () => {
    const metadata = derive(AccountDetail);
    expect(metadata.groups?.map((g) => g.caption)).toEqual(['General Info', 'General Settings']);
    const inGroup = (name: string) => metadata.fields.filter((f) => f.group === name).map((f) => f.name);
    expect(inGroup('generalInfo')).toEqual([
      'name',
      'contactName',
      'assignedTo',
      'active',
      'address1',
      'address2',
      'state',
      'zip',
      'city',
      'parentAccountId',
      'comments',
    ]);
    expect(inGroup('generalSettings')).toEqual(['timeZoneId', 'dayEnds', 'isDaylightSavingTime']);
  });
});
