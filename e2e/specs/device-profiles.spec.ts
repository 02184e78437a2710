import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DeviceProfilesPage } from '../pages/DeviceProfilesPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('device profiles', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    // The landing navigation to /home must be over before the menu is used, or it would take the page back.
    await expect(page).toHaveURL(/\/home$/);
    await new ShellPage(page).openMenuEntry('Device profiles');
    await expect(page).toHaveURL(/\/deviceProfiles/);
  });

  test('Escape closes the profile’s details, also after another tab was chosen', async ({ page }) => {
    const profiles = new DeviceProfilesPage(page);
    await profiles.row('Default device profile').click();
    await expect(profiles.details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profiles.details).toBeHidden();

    await profiles.row('Default device profile').click();
    await profiles.details.getByRole('tab', { name: 'Alarm rules' }).click();
    await page.keyboard.press('Escape');
    await expect(profiles.details).toBeHidden();
  });

  test('a profile with a major temperature alarm and its clear rule is saved', async ({ page, tenantApi }) => {
    const profiles = new DeviceProfilesPage(page);
    const name = unique('Freezer');
    await profiles.startAdding('Add device profile');
    await profiles.field('Name').fill(name);
    await profiles.openEditorTab('Alarm rules');
    const rule = await profiles.addAlarmRule('High temperature');
    const createRule = rule.getByTestId(/^create-rule-/);
    await profiles.setSeverity(createRule, 'Major');
    await profiles.setNumericCondition(rule.getByTestId('create-rule-MAJOR'), {
      key: 'temperature',
      operation: 'greater than',
      value: 30,
    });
    await expect(rule.getByTestId('create-rule-MAJOR').getByTestId('alarm-rule-condition')).toHaveText(
      'temperature greater than 30',
    );
    await rule.getByRole('button', { name: 'Add clear condition' }).click();
    await profiles.setNumericCondition(rule.getByTestId('clear-rule'), {
      key: 'temperature',
      operation: 'less or equal',
      value: 25,
    });
    await profiles.confirmAdd();
    await expect(profiles.row(name)).toBeVisible();

    await profiles.row(name).click();
    // One tab bar: the editor's own, with no drawer bar of a single Details tab above it; version control is its
    // last tab.
    await expect(profiles.details.getByRole('tablist')).toHaveCount(1);
    await profiles.details.getByRole('tablist').getByRole('tab', { name: 'Version control' }).click();
    await expect(profiles.details.getByText('The repository settings are not configured.')).toBeVisible();
    await profiles.openEditorTab('Alarm rules');
    const saved = profiles.alarmRule('High temperature');
    await expect(saved.getByTestId('create-rule-MAJOR').getByTestId('alarm-rule-condition')).toHaveText(
      'temperature greater than 30',
    );
    await expect(saved.getByTestId('clear-rule').getByTestId('alarm-rule-condition')).toHaveText(
      'temperature less or equal 25',
    );

    const stored = (await tenantApi.deviceProfiles.list({ page: 0, pageSize: 10, textSearch: name })).data[0];
    expect(stored?.profileData.alarms).toMatchObject([
      {
        alarmType: 'High temperature',
        createRules: {
          MAJOR: {
            condition: {
              condition: [
                {
                  key: { type: 'TIME_SERIES', key: 'temperature' },
                  valueType: 'NUMERIC',
                  predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30 } },
                },
              ],
              spec: { type: 'SIMPLE' },
            },
          },
        },
        clearRule: { condition: { condition: [{ predicate: { operation: 'LESS_OR_EQUAL' } }] } },
      },
    ]);
  });

  test('an alarm rule without a condition cannot be saved', async ({ page }) => {
    const profiles = new DeviceProfilesPage(page);
    await profiles.startAdding('Add device profile');
    await profiles.field('Name').fill(unique('Incomplete'));
    await profiles.openEditorTab('Alarm rules');
    await profiles.addAlarmRule('Door open');
    await profiles.confirmAdd();
    await expect(profiles.dialog.getByRole('alert')).toHaveText('Alarm rule condition is required.');
    await expect(profiles.dialog).toBeVisible();
  });
});
