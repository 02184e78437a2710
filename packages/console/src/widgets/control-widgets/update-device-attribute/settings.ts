import type { WidgetAttributeScope } from '../../widget-context';

/** The settings of the "Update device attribute" button, with the defaults the platform's settings form fills in. */
export interface UpdateDeviceAttributeSettings {
  /** text above the button; none when empty */
  title: string;
  buttonText: string;
  /** where the attributes are saved */
  entityAttributeType: WidgetAttributeScope;
  /** JSON of an object: each key an attribute of the target device, saved with its value on each click */
  entityParameters: string;
  styleButton: {
    /** a filled (raised) button, else a text button */
    isRaised: boolean;
    /** the theme's primary colour; the custom colours apply only when false */
    isPrimary: boolean;
    bgColor: string | null;
    textColor: string | null;
  };
  [key: string]: unknown;
}

export const DEFAULT_UPDATE_DEVICE_ATTRIBUTE_SETTINGS: UpdateDeviceAttributeSettings = {
  title: '',
  buttonText: 'Update device attribute',
  entityAttributeType: 'SERVER_SCOPE',
  entityParameters: '{}',
  styleButton: { isRaised: true, isPrimary: false, bgColor: null, textColor: null },
};
