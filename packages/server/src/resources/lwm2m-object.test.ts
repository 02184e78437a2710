import { describe, expect, it } from 'vitest';
import { lwm2mKeyName, lwm2mObject, sortLwm2mObjects } from './lwm2m-object.js';

describe('a LwM2M object of the device profile', () => {
  it('lists one resource as a single instance, and no object for a model without a readable resource', () => {
    const xml =
      '<LWM2M><Object><Name>Device</Name><ObjectID>3</ObjectID><Mandatory>Mandatory</Mandatory>' +
      '<MultipleInstances>Single</MultipleInstances><Resources><Item ID="0"><Name>Manufacturer</Name>' +
      '<Operations>R</Operations></Item></Resources></Object></LWM2M>';
    expect(lwm2mObject(xml, '3_1.0')).toMatchObject({
      id: 3,
      multiple: false,
      mandatory: true,
      instances: [{ id: 0, resources: [{ id: 0, name: 'Manufacturer', keyName: 'manufacturer' }] }],
    });
    const executableOnly = xml.replace('<Operations>R</Operations>', '<Operations>E</Operations>');
    expect(lwm2mObject(executableOnly, '3_1.0')).toBeNull();
    expect(lwm2mObject('<not xml', '3_1.0')).toBeNull();
  });

  it('keys a resource by its name in lower camel case', () => {
    expect(lwm2mKeyName('Model Number')).toBe('modelNumber');
    expect(lwm2mKeyName('Firmware Update Protocol Support')).toBe('firmwareUpdateProtocolSupport');
    expect(lwm2mKeyName('SMS Number')).toBe('smsNumber');
  });

  it('sorts by object id unless asked for the name, descending when asked', () => {
    const object = (id: number, name: string) => ({
      id,
      name,
      keyId: `${id}_1.0`,
      multiple: false,
      mandatory: false,
      instances: [],
    });
    const objects = [object(5, 'b'), object(3, 'c'), object(9, 'a')];
    expect(sortLwm2mObjects(objects, undefined, undefined).map((o) => o.id)).toEqual([3, 5, 9]);
    expect(sortLwm2mObjects(objects, 'name', 'DESC').map((o) => o.name)).toEqual(['c', 'b', 'a']);
  });
});
