/** What a GPIO widget does with its pins: sets them by RPC (control) or shows their states from data (panel). */
export type GpioRole = 'control' | 'panel';

/** How the pins are drawn: only the configured rows, or the Raspberry Pi's whole 40-pin header. */
export type GpioBoard = 'basic' | 'raspberry-pi';

export interface GpioType {
  alias: 'basic_gpio_control' | 'gpio_panel' | 'raspberry_pi_gpio_control' | 'raspberry_pi_gpio_panel';
  kind: 'rpc' | 'latest';
  role: GpioRole;
  board: GpioBoard;
}

/**
 * The platform's GPIO widgets (`gpio_widgets.*`): two columns of pins either side of a coloured strip, each pin a
 * switch (controls) or an LED (panels). The types differ only in these parameters and their default pin lists.
 */
export const GPIO_TYPES: readonly GpioType[] = [
  { alias: 'basic_gpio_control', kind: 'rpc', role: 'control', board: 'basic' },
  { alias: 'gpio_panel', kind: 'latest', role: 'panel', board: 'basic' },
  { alias: 'raspberry_pi_gpio_control', kind: 'rpc', role: 'control', board: 'raspberry-pi' },
  { alias: 'raspberry_pi_gpio_panel', kind: 'latest', role: 'panel', board: 'raspberry-pi' },
];
