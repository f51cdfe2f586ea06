import { describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../testing/harness.ts';
import { appForFileFreshEachTest } from '../testing/test-app.ts';

// Schema failures are said as a person writes them, with the field's caption, never in the
// validator's words ('must match format "email"'); the browser uses the same words.

describe('validation messages', () => {
  let t: TestContext;
  let admin: TestClient;
  appForFileFreshEachTest(async (context) => {
    t = context;
    admin = await t.signIn('admin');
  });

  it('names the field by its caption and says what is wrong in plain words', async () => {
    const response = await admin.post('/api/CommonAccount/create', {
      customerName: 'x'.repeat(201),
      firstName: 'Ada',
      lastName: 'Lovelace',
      userName: 'ada',
      email: 'not-an-address',
      dayEnds: 'noon',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toMatchObject({
      customerName: ['Account Name must be at most 200 characters'],
      email: ['Email is not a valid e-mail address'],
      dayEnds: ['Day Ends must be a whole number'],
    });
  });

  it('says which values a choice takes', async () => {
    const response = await admin.get('/api/CommonAccount/list', { order: 'sideways' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Order must be one of asc, desc');
  });

  it('names an unknown field called like an object member (constructor) instead of failing', async () => {
    const response = await admin.post('/api/DocumentCollector/Tokens', { label: 'Device', constructor: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({ constructor: ['constructor is not a known field'] });
  });
});
