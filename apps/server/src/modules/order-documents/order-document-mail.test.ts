import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { fieldErrorPaths, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import {
  draftWith,
  expectStatus,
  issue,
  position,
  postAction,
  seedProjectWithClient,
  startOrderDocumentsApp,
} from './order-documents-test-support';

let sink: SmtpSink;
let t: TestApp;
let tenant: Tenant;
let close: () => Promise<void>;

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, tenant, close } = await startOrderDocumentsApp({ smtpUrl: sink.url }));
});
afterAll(async () => {
  await close?.();
  await sink?.close();
});

describe('sending by e-mail', () => {
  it('mails the stored PDF and XRechnung XML from the company to the recipient and marks the document sent', async () => {
    const { projectId } = await seedProjectWithClient(t.db, tenant.companyId, {
      kind: 'public',
      leitwegId: '04011000-1234512345-06',
    });
    const invoice = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, projectId, 'invoice', [position('01', '2', '75.00')]),
    );
    const sent = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, invoice.id, 'send', {
        version: invoice.version,
        mode: 'email',
        subject: `Ihre Rechnung ${invoice.number}`,
      }),
      200,
    );
    expect(sent).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect(sent.audit.at(-1)).toMatchObject({
      action: 'sent',
      detail: 'per E-Mail an einkauf@wohnbau-rhein.de',
    });
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe(`Ihre Rechnung ${invoice.number}`);
    expect(mail?.from?.value).toEqual([{ name: 'Muster Bau GmbH', address: 'info@muster-bau.de' }]);
    expect(mail?.to).toMatchObject({ value: [{ address: 'einkauf@wohnbau-rhein.de' }] });
    expect(mail?.text).toContain(`Rechnung ${invoice.number}`);
    const attachments = new Map(mail?.attachments.map((each) => [each.filename, each.content]));
    expect([...attachments.keys()].sort()).toEqual([`${invoice.number}.pdf`, `${invoice.number}.xml`]);
    for (const output of invoice.outputs) {
      const content = attachments.get(output.fileName);
      expect(content?.length).toBe(output.size);
    }
    expect(attachments.get(`${invoice.number}.xml`)?.toString('utf8')).toContain('04011000-1234512345-06');
  });

  it('refuses a bad address (400) and a draft (409) without sending', async () => {
    const { projectId } = await seedProjectWithClient(t.db, tenant.companyId);
    const draft = await draftWith(t, tenant.office, projectId, 'invoice', [position('01', '1', '10.00')]);
    const before = sink.received.length;
    const refused = await postAction(t, tenant.office, draft.id, 'send', {
      version: draft.version,
      mode: 'email',
    });
    expect(refused.statusCode).toBe(409);
    const issued = await issue(t, tenant.office, draft);
    const badAddress = await postAction(t, tenant.office, issued.id, 'send', {
      version: issued.version,
      mode: 'email',
      to: 'kein-empfaenger',
    });
    expect(fieldErrorPaths(badAddress)).toEqual(['to']);
    expect(sink.received.length).toBe(before);
  });
});
