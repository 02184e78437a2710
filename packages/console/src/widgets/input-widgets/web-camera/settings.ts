/** The settings of the photo camera input, as the platform's settings form saves them. */
export interface WebCameraSettings {
  /** a title above the camera */
  widgetTitle: string;
  /** the MIME type the photo is saved in: `image/png`, `image/jpeg` or `image/webp` */
  imageFormat: string;
  /** 0 to 1, for the lossy formats */
  imageQuality: number;
  /** the camera resolution asked for, in pixels */
  maxWidth: number;
  maxHeight: number;
  [key: string]: unknown;
}

export const DEFAULT_WEB_CAMERA_SETTINGS: WebCameraSettings = {
  widgetTitle: '',
  imageFormat: 'image/png',
  imageQuality: 0.92,
  maxWidth: 640,
  maxHeight: 480,
};
