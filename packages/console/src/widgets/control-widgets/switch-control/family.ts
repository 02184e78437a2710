/** How a widget of the switch family draws its state: the platform's big switch, its slide toggle or its round knob. */
export type SwitchVariant = 'switch' | 'slide-toggle' | 'round';

export interface SwitchType {
  alias: 'switch_control' | 'slide_toggle_control' | 'round_switch';
  variant: SwitchVariant;
}

/**
 * The platform's RPC switches (`control_widgets.switch_control`, `slide_toggle_control`, `round_switch`): they read
 * and set one boolean of the target device the same way and differ only in how they draw it.
 */
export const SWITCH_TYPES: readonly SwitchType[] = [
  { alias: 'switch_control', variant: 'switch' },
  { alias: 'slide_toggle_control', variant: 'slide-toggle' },
  { alias: 'round_switch', variant: 'round' },
];
