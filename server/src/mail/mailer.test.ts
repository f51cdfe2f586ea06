import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentsOf, headerOf, startTestSmtp, textOf, type TestSmtp } from '../testing/smtp.ts';
import { createMailer } from './mailer.ts';

const message = {
  to: 'ann@customer.test',
  subject: 'Complete your registration',
  text: `Open https://customers.example.test/register?token=${'x'.repeat(90)} to finish.`,
};

const logged: { fields: object; message: string }[] = [];
const log = { info: (fields: object, text: string) => logged.push({ fields, message: text }) };

describe('createMailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('sends over SMTP from MAIL_FROM when SMTP_URL is set', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'Console <console@example.test>', dir: '/nowhere' },
      log,
    );
    expect(await mailer.send(message)).toMatchObject({ via: 'smtp' });
    const [received] = smtp.received;
    expect(received?.to).toEqual(['ann@customer.test']);
    expect(headerOf(received?.raw ?? '', 'From')).toBe('Console <console@example.test>');
    expect(textOf(received?.raw ?? '')).toBe(message.text);
  });

  it('sends one message to several addresses with a file attached', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'Console <console@example.test>', dir: '/nowhere' },
      log,
    );
    const csv = 'ID,Name\r\n1,"Ann, the first"\r\n';
    await mailer.send({
      to: ['ann@customer.test', 'bob@customer.test'],
      subject: 'Report',
      text: 'Attached.',
      attachments: [
        { filename: 'report-2026-11-24.csv', content: csv, contentType: 'text/csv; charset=utf-8' },
      ],
    });
    const received = smtp.received.at(-1);
    expect(received?.to).toEqual(['ann@customer.test', 'bob@customer.test']);
    expect(attachmentsOf(received?.raw ?? '')).toEqual([
      { filename: 'report-2026-11-24.csv', contentType: 'text/csv', text: csv },
    ]);
  });

  it('writes an .eml file under the mail folder without SMTP_URL, and logs where', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'console-mail-')), 'mail');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Console <console@example.test>', dir }, log);
    const delivery = await mailer.send(message);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(delivery).toEqual({ via: 'file', file: path.join(dir, files[0] ?? '') });
    const raw = readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(headerOf(raw, 'To')).toBe('ann@customer.test');
    expect(headerOf(raw, 'Subject')).toBe(message.subject);
    expect(textOf(raw)).toBe(message.text);
    expect(logged.at(-1)?.fields).toMatchObject({ file: path.join(dir, files[0] ?? '') });
  });
});
