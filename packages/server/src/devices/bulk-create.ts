import { type Device, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { checkTextFields } from '../common/validation.js';
import type { CoreContext } from '../context.js';
import type { DeviceProfileRow } from '../device-profiles/store.js';
import { entitySaved } from '../entity-actions/publish.js';
import { badRequest } from '../http/errors.js';
import { inTransaction } from '../storage/transaction.js';
import { findExistingDeviceNames, findTakenCredentialsIds, insertDevicesWithCredentials } from './bulk-store.js';
import { CREDENTIALS_ALREADY_REGISTERED, deviceDataFor, randomAccessToken, resolveProfile } from './service.js';
import { type DeviceCredentialsRow, type DeviceRow, toDevice } from './store.js';

/** A device to create with access-token credentials (the token given, or a generated one). */
export interface DeviceDraft {
  name: string | undefined;
  type: string | undefined;
  label: string | null;
  additionalInfo: Record<string, unknown>;
  accessToken: string | undefined;
}

interface Accepted {
  index: number;
  name: string;
  type: string;
  draft: DeviceDraft;
  token: string;
}

const DUPLICATE_NAME = 'Device with such name already exists!';

/** The drafts' own faults, in the order a single device save checks them: name, text fields, names in the batch. */
function checkDrafts(drafts: readonly DeviceDraft[], outcomes: Array<Device | Error>): Array<Omit<Accepted, 'token'>> {
  const names = new Set<string>();
  const accepted: Array<Omit<Accepted, 'token'>> = [];
  drafts.forEach((draft, index) => {
    const name = draft.name?.trim();
    try {
      if (!name) throw badRequest('Device name should be specified!');
      checkTextFields({ name, type: draft.type, label: draft.label }, ['name', 'type', 'label']);
      if (names.has(name)) throw badRequest(DUPLICATE_NAME);
      names.add(name);
      accepted.push({ index, name, type: draft.type?.trim() ?? '', draft });
    } catch (error) {
      outcomes[index] = error as Error;
    }
  });
  return accepted;
}

/**
 * Creates many devices of the caller's tenant as a device save creates one (the same checks, texts and profile
 * choice), with a few queries for the whole batch instead of several per device: one look-up of the names taken,
 * one of the tokens, and the inserts of all devices and credentials in one transaction. Answers per draft, in order,
 * the device created or the error its save would have met; only a failure of the store itself throws, and then
 * nothing was written.
 */
export async function createDevices(
  ctx: CoreContext,
  user: SecurityUser,
  drafts: readonly DeviceDraft[],
): Promise<Array<Device | Error>> {
  const outcomes: Array<Device | Error> = new Array(drafts.length);
  const tenantId = user.tenantId;
  const checked = checkDrafts(drafts, outcomes);
  const taken = await findExistingDeviceNames(
    ctx.db,
    tenantId,
    checked.map((line) => line.name),
  );
  const withTokens: Accepted[] = [];
  const tokens = new Set<string>();
  for (const line of checked) {
    if (taken.has(line.name)) {
      outcomes[line.index] = badRequest(DUPLICATE_NAME);
      continue;
    }
    const token = line.draft.accessToken || randomAccessToken();
    if (tokens.has(token)) {
      outcomes[line.index] = badRequest(CREDENTIALS_ALREADY_REGISTERED);
      continue;
    }
    tokens.add(token);
    withTokens.push({ ...line, token });
  }
  const registered = await findTakenCredentialsIds(ctx.db, [...tokens]);
  const accepted = withTokens.filter((line) => {
    if (!registered.has(line.token)) return true;
    outcomes[line.index] = badRequest(CREDENTIALS_ALREADY_REGISTERED);
    return false;
  });
  const rows = await inTransaction(ctx.db, async (trx) => {
    const profiles = new Map<string, DeviceProfileRow>();
    for (const type of new Set(accepted.map((line) => line.type))) {
      profiles.set(type, await resolveProfile({ ...ctx, db: trx }, tenantId, { type: type || undefined }));
    }
    const devices: DeviceRow[] = [];
    const credentials: DeviceCredentialsRow[] = [];
    for (const line of accepted) {
      const profile = profiles.get(line.type) as DeviceProfileRow;
      const id = newId();
      devices.push({
        id,
        created_time: uuidTime(id),
        tenant_id: tenantId,
        customer_id: NULL_UUID,
        name: line.name,
        // The platform always overwrites type with the profile's name.
        type: profile.name,
        label: line.draft.label,
        device_profile_id: profile.id,
        device_data: toJsonText(deviceDataFor(undefined, profile)),
        firmware_id: null,
        software_id: null,
        additional_info: toJsonText(line.draft.additionalInfo),
        external_id: null,
      });
      const credentialsId = newId();
      credentials.push({
        id: credentialsId,
        created_time: uuidTime(credentialsId),
        device_id: id,
        credentials_type: 'ACCESS_TOKEN',
        credentials_id: line.token,
        credentials_value: null,
      });
    }
    await insertDevicesWithCredentials(trx, devices, credentials);
    return devices;
  });
  rows.forEach((row, position) => {
    const device = toDevice(row);
    outcomes[accepted[position].index] = device;
    entitySaved(ctx, user, device, true);
  });
  return outcomes;
}
