import { describe, expect, it } from 'vitest';
import { lwm2mModelKey } from './lwm2m-model.js';

describe('the key and title of a LwM2M object model', () => {
  it('reads the object, not a resource’s name that comes later, and keeps the version as written', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
      <!-- <Name>commented out</Name> -->
      <LWM2M xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
        <Object ObjectType="MODefinition">
          <Name>Device</Name>
          <ObjectID>3</ObjectID>
          <ObjectVersion>1.0</ObjectVersion>
          <Resources><Item ID="0"><Name>Manufacturer</Name></Item></Resources>
        </Object>
      </LWM2M>`;
    expect(lwm2mModelKey(xml, 'device.xml')).toEqual({ key: '3_1.0', title: 'Device id=3 v1.0' });
  });

  it('takes version 1.0 when the file names none', () => {
    const xml = '<LWM2M><Object><Name>Meter</Name><ObjectID>10243</ObjectID></Object></LWM2M>';
    expect(lwm2mModelKey(xml, 'meter.xml').key).toBe('10243_1.0');
  });

  it('refuses a file that is not a well-formed model', () => {
    for (const xml of ['<x/>', '<LWM2M><Object><Name>A</Name><ObjectID>1</ObjectID>', 'not xml']) {
      expect(() => lwm2mModelKey(xml, 'bad.xml')).toThrow('Could not parse the XML of objectModel with name bad.xml');
    }
  });
});
