import type { Asset, Device, DeviceCredentials, Edge } from '@fleetdeck/model';
import { deleteAsset, saveAsset } from '../assets/service.js';
import { findAssetByName, toAsset } from '../assets/store.js';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { createDevices } from '../devices/bulk-create.js';
import { readDeviceCredentials, saveDeviceCredentials } from '../devices/credentials.js';
import { deleteDevice, saveDevice } from '../devices/service.js';
import { findDeviceByName, toDevice } from '../devices/store.js';
import { deleteEdge, saveEdge } from '../edges/service.js';
import { findEdgeByName, toEdge } from '../edges/store.js';
import type { ImportLine } from './csv.js';

/** What a line imported: the entity, and how to take the line back if a later step of the same line fails. */
export interface Imported {
  entityType: 'DEVICE' | 'ASSET' | 'EDGE';
  id: string;
  undo: () => Promise<void>;
}

/**
 * One importable entity kind. create() goes through the same service functions as the REST calls, so every rule
 * of those applies; update() finds the entity by name and saves it only when a mapped field differs.
 */
export interface Importer {
  duplicateMessage: string;
  create(ctx: AppContext, user: SecurityUser, line: ImportLine): Promise<Imported>;
  update(ctx: AppContext, user: SecurityUser, line: ImportLine): Promise<Imported>;
  /** Creates many lines in one go, where the kind can; the lines it does not accept are created one by one. */
  batch?: BatchCreator;
}

/**
 * Creates the lines it accepts together and answers per line, in order, what was imported or the error the line's
 * own create() would have met. It throws only when the store fails, and then has written nothing.
 */
export interface BatchCreator {
  accepts(line: ImportLine): boolean;
  create(ctx: AppContext, user: SecurityUser, lines: readonly ImportLine[]): Promise<Array<Imported | Error>>;
}

const NOTHING = async () => {};

type Info = Record<string, unknown>;

/** The mapped label, type and description over the current values; null when nothing would change. */
function changedFields<E extends { label: string | null; type: string; additionalInfo: Info | null }>(
  entity: E,
  line: ImportLine,
  extra: (info: Info) => boolean = () => false,
): E | null {
  const { LABEL: label, TYPE: type, DESCRIPTION: description } = line.fields;
  const info: Info = { ...(entity.additionalInfo ?? {}) };
  let changed = extra(info);
  const next = { ...entity };
  if (label !== undefined && label !== entity.label) {
    next.label = label;
    changed = true;
  }
  if (type !== undefined && type !== entity.type) {
    next.type = type;
    changed = true;
  }
  if (description !== undefined && description !== info.description) {
    info.description = description;
    changed = true;
  }
  next.additionalInfo = info;
  return changed ? next : null;
}

/** The device credentials the credential columns describe, or null when there are none. */
function mappedCredentials(line: ImportLine): Partial<DeviceCredentials> | null {
  const f = line.fields;
  if (f.X509) return { credentialsType: 'X509_CERTIFICATE', credentialsValue: f.X509 };
  if (f.MQTT_CLIENT_ID || f.MQTT_USER_NAME || f.MQTT_PASSWORD) {
    return {
      credentialsType: 'MQTT_BASIC',
      credentialsValue: JSON.stringify({
        clientId: f.MQTT_CLIENT_ID ?? null,
        userName: f.MQTT_USER_NAME ?? null,
        password: f.MQTT_PASSWORD ?? null,
      }),
    };
  }
  if (f.LWM2M_CLIENT_ENDPOINT || f.LWM2M_CLIENT_IDENTITY || f.LWM2M_CLIENT_KEY || f.LWM2M_CLIENT_CERT) {
    return { credentialsType: 'LWM2M_CREDENTIALS', credentialsId: f.LWM2M_CLIENT_ENDPOINT ?? '' };
  }
  if (f.ACCESS_TOKEN) return { credentialsType: 'ACCESS_TOKEN', credentialsId: f.ACCESS_TOKEN };
  return null;
}

function gatewayOf(line: ImportLine): boolean | undefined {
  const raw = line.fields.IS_GATEWAY;
  return raw === undefined ? undefined : raw.toLowerCase() === 'true';
}

function deviceInfoOf(line: ImportLine): Info {
  const additionalInfo: Info = {};
  if (line.fields.DESCRIPTION !== undefined) additionalInfo.description = line.fields.DESCRIPTION;
  const gateway = gatewayOf(line);
  if (gateway !== undefined) additionalInfo.gateway = gateway;
  return additionalInfo;
}

/** Devices with an access token (given or generated) are created together; other credentials take their own saves. */
const deviceBatch: BatchCreator = {
  accepts(line) {
    const credentials = mappedCredentials(line);
    return credentials === null || credentials.credentialsType === 'ACCESS_TOKEN';
  },

  async create(ctx, user, lines) {
    const outcomes = await createDevices(
      ctx,
      user,
      lines.map((line) => ({
        name: line.fields.NAME,
        type: line.fields.TYPE,
        label: line.fields.LABEL ?? null,
        additionalInfo: deviceInfoOf(line),
        accessToken: line.fields.ACCESS_TOKEN,
      })),
    );
    return outcomes.map((outcome) =>
      outcome instanceof Error
        ? outcome
        : { entityType: 'DEVICE', id: outcome.id.id, undo: () => deleteDevice(ctx, user, outcome.id.id) },
    );
  },
};

export const deviceImporter: Importer = {
  duplicateMessage: 'Device with such name already exists!',
  batch: deviceBatch,

  async create(ctx, user, line) {
    const additionalInfo = deviceInfoOf(line);
    const credentials = mappedCredentials(line);
    // An access token is given to the device save itself, which checks it is not registered yet.
    const accessToken = credentials?.credentialsType === 'ACCESS_TOKEN' ? credentials.credentialsId : undefined;
    const device = await saveDevice(
      ctx,
      user,
      { name: line.fields.NAME, type: line.fields.TYPE, label: line.fields.LABEL ?? null, additionalInfo },
      accessToken,
    );
    const imported: Imported = {
      entityType: 'DEVICE',
      id: device.id.id,
      undo: () => deleteDevice(ctx, user, device.id.id),
    };
    if (credentials && !accessToken) {
      try {
        await saveDeviceCredentials(ctx, user, { ...credentials, deviceId: device.id });
      } catch (error) {
        await imported.undo();
        throw error;
      }
    }
    return imported;
  },

  async update(ctx, user, line) {
    const row = await findDeviceByName(ctx.db, user.tenantId, line.fields.NAME ?? '');
    if (!row) throw new Error('Device not found');
    const before = toDevice(row);
    const gateway = gatewayOf(line);
    const next = changedFields(before, line, (info) => {
      if (gateway === undefined || gateway === info.gateway) return false;
      info.gateway = gateway;
      return true;
    });
    const restore = async (device: Device) => {
      await saveDevice(ctx, user, device, undefined);
    };
    if (next) {
      // A new type means the profile of that name, as a device save by type does.
      const deviceProfileId = next.type === before.type ? before.deviceProfileId : null;
      await saveDevice(ctx, user, { ...next, deviceProfileId } as Partial<Device>, undefined);
    }
    const credentials = mappedCredentials(line);
    if (credentials) {
      const current = await readDeviceCredentials(ctx, user, before.id.id);
      const same =
        current.credentialsType === credentials.credentialsType &&
        (credentials.credentialsType === 'ACCESS_TOKEN'
          ? current.credentialsId === credentials.credentialsId
          : current.credentialsValue === credentials.credentialsValue);
      if (!same) {
        try {
          await saveDeviceCredentials(ctx, user, { ...credentials, deviceId: before.id });
        } catch (error) {
          if (next) await restore(before);
          throw error;
        }
      }
    }
    return { entityType: 'DEVICE', id: before.id.id, undo: next ? () => restore(before) : NOTHING };
  },
};

export const assetImporter: Importer = {
  duplicateMessage: 'Asset with such name already exists!',

  async create(ctx, user, line) {
    const additionalInfo: Info = {};
    if (line.fields.DESCRIPTION !== undefined) additionalInfo.description = line.fields.DESCRIPTION;
    const asset = await saveAsset(ctx, user, {
      name: line.fields.NAME,
      type: line.fields.TYPE,
      label: line.fields.LABEL ?? null,
      additionalInfo,
    });
    return { entityType: 'ASSET', id: asset.id.id, undo: () => deleteAsset(ctx, user, asset.id.id) };
  },

  async update(ctx, user, line) {
    const row = await findAssetByName(ctx.db, user.tenantId, line.fields.NAME ?? '');
    if (!row) throw new Error('Asset not found');
    const before = toAsset(row);
    const next = changedFields(before, line);
    if (next) await saveAsset(ctx, user, next as Partial<Asset>);
    return {
      entityType: 'ASSET',
      id: before.id.id,
      undo: next ? async () => void (await saveAsset(ctx, user, before)) : NOTHING,
    };
  },
};

export const edgeImporter: Importer = {
  duplicateMessage: 'Edge with such name already exists!',

  async create(ctx, user, line) {
    const additionalInfo: Info = {};
    if (line.fields.DESCRIPTION !== undefined) additionalInfo.description = line.fields.DESCRIPTION;
    // An empty routing key or secret is generated by the edge save.
    const edge = await saveEdge(ctx, user, {
      name: line.fields.NAME,
      type: line.fields.TYPE,
      label: line.fields.LABEL ?? null,
      routingKey: line.fields.ROUTING_KEY,
      secret: line.fields.SECRET,
      additionalInfo,
    });
    return { entityType: 'EDGE', id: edge.id.id, undo: () => deleteEdge(ctx, user, edge.id.id) };
  },

  async update(ctx, user, line) {
    const row = await findEdgeByName(ctx.db, user.tenantId, line.fields.NAME ?? '');
    if (!row) throw new Error('Edge not found');
    const before = toEdge(row);
    const { ROUTING_KEY: routingKey, SECRET: secret } = line.fields;
    const next = changedFields(before, line, () => false);
    const keysChanged =
      (routingKey !== undefined && routingKey !== before.routingKey) ||
      (secret !== undefined && secret !== before.secret);
    const changed =
      next || keysChanged
        ? { ...(next ?? before), routingKey: routingKey ?? before.routingKey, secret: secret ?? before.secret }
        : null;
    if (changed) await saveEdge(ctx, user, changed as Partial<Edge>);
    return {
      entityType: 'EDGE',
      id: before.id.id,
      undo: changed ? async () => void (await saveEdge(ctx, user, before)) : NOTHING,
    };
  },
};
