import type { Locator, Page } from '@playwright/test';
import { pickOption } from '../fixtures/pick-option';
import { EntityListPage } from './EntityListPage';

export interface NumericCondition {
  key: string;
  operation: 'greater than' | 'less than' | 'equal' | 'less or equal' | 'greater or equal';
  value: number;
}

/** /deviceProfiles: the profile list and the profile editor with its alarm rules. */
export class DeviceProfilesPage extends EntityListPage {
  readonly conditionDialog: Locator;
  readonly keyFilterDialog: Locator;

  constructor(page: Page) {
    super(page);
    this.conditionDialog = page.getByRole('dialog', { name: 'Alarm rule condition' });
    this.keyFilterDialog = page.getByRole('dialog', { name: /key filter/ });
  }

  /** Downloads the row's profile through "Export device profile" and returns the file's name and JSON. */
  async exportProfile(name: string): Promise<{ fileName: string; json: Record<string, unknown> }> {
    const downloading = this.page.waitForEvent('download');
    await this.rowAction(name, 'Export device profile');
    const download = await downloading;
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), json: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  }

  /** Opens "Import device profile", drops the file in and confirms; the dialog stays open on an error. */
  async importFile(fileName: string, content: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Import device profile' }).click();
    await this.dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: fileName, mimeType: 'application/json', buffer: Buffer.from(content, 'utf8') });
    await this.dialog.getByRole('button', { name: 'Import', exact: true }).click();
  }

  /** The editor in the add dialog, or in the details panel when it is open. */
  editor(): Locator {
    return this.page.getByRole('dialog', { name: 'Add device profile' }).or(this.details);
  }

  async openEditorTab(name: 'Details' | 'Transport configuration' | 'Alarm rules' | 'Device provisioning') {
    await this.editor().getByRole('tablist', { name: 'Device profile' }).getByRole('tab', { name }).click();
  }

  alarmRule(alarmType?: string): Locator {
    const rules = this.editor().getByTestId('alarm-rule');
    return alarmType ? rules.filter({ has: this.page.locator(`input[value="${alarmType}"]`) }) : rules.last();
  }

  async addAlarmRule(alarmType: string): Promise<Locator> {
    await this.editor().getByRole('button', { name: 'Add alarm rule' }).click();
    const rule = this.alarmRule();
    await rule.getByLabel('Alarm type').fill(alarmType);
    return this.alarmRule(alarmType);
  }

  async setSeverity(createRule: Locator, severity: string): Promise<void> {
    await pickOption(this.page, createRule.getByRole('combobox', { name: 'Severity' }), severity);
  }

  /** Opens a rule's condition dialog and adds one numeric time series predicate. */
  async setNumericCondition(rule: Locator, condition: NumericCondition): Promise<void> {
    await rule.getByRole('button', { name: 'Edit alarm rule condition' }).click();
    await this.conditionDialog.getByRole('button', { name: 'Add key filter' }).click();
    await this.keyFilterDialog.getByRole('combobox', { name: 'Key name' }).fill(condition.key);
    await pickOption(this.page, this.keyFilterDialog.getByRole('combobox', { name: 'Operation' }), condition.operation);
    await this.keyFilterDialog.getByRole('spinbutton', { name: 'Value' }).fill(String(condition.value));
    await this.keyFilterDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await this.conditionDialog.getByRole('button', { name: 'Apply' }).click();
  }
}
