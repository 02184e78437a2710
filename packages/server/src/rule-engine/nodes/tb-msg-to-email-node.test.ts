// biome-ignore-all lint/suspicious/noTemplateCurlyInString: email templates name metadata keys as ${key}
import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbMsgToEmailNode from './tb-msg-to-email-node.js';

const configuration = {
  fromTemplate: 'info@example.com',
  toTemplate: '${userEmail}',
  ccTemplate: null,
  bccTemplate: 'audit@example.com',
  subjectTemplate: 'Device ${deviceName} temperature high',
  bodyTemplate: '<b>$[temperature]</b> degrees',
  isHtmlTemplate: '${html}',
  mailBodyType: 'dynamic',
};

describe('to email node', () => {
  it('makes a SEND_EMAIL message of the filled templates along Success', async () => {
    const msg = testMsg({ metadata: { userEmail: 'ops@example.com', deviceName: 'Boiler', html: 'true' } });
    const [result] = await runNode(tbMsgToEmailNode, configuration, msg, {});
    expect(result?.relation).toBe('Success');
    expect(result?.msg.type).toBe('SEND_EMAIL');
    expect(result?.msg.originator).toEqual(msg.originator);
    expect(JSON.parse(result?.msg.data ?? '')).toEqual({
      from: 'info@example.com',
      to: 'ops@example.com',
      cc: null,
      bcc: 'audit@example.com',
      subject: 'Device Boiler temperature high',
      body: '<b>22.4</b> degrees',
      images: null,
      html: true,
    });
  });

  it('sends the message to Failure when its images metadata is not an object', async () => {
    const msg = testMsg({ metadata: { images: '"nope"' } });
    const [result] = await runNode(tbMsgToEmailNode, { ...configuration, mailBodyType: 'false' }, msg, {});
    expect(result?.relation).toBe('Failure');
  });
});
