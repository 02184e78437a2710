/** A label's font; its size is a percentage of the image's width, so labels scale with the image. */
export interface LabelFont {
  family: string;
  size: number;
  style: string;
  weight: string;
  color: string;
}

/** One label over the image: a pattern of data variables at `x`%, `y`% of the image's width and height. */
export interface ImageLabel {
  pattern: string;
  x: number;
  y: number;
  backgroundColor?: string;
  font: LabelFont;
}

/** The settings of the label widget, with the defaults of the platform's settings form. */
export interface LabelWidgetSettings {
  /** the image the labels stand on */
  backgroundImageUrl: string;
  labels: ImageLabel[];
  [key: string]: unknown;
}

export const DEFAULT_LABEL_FONT: LabelFont = {
  family: 'Roboto',
  size: 6,
  style: 'normal',
  weight: '500',
  color: '#fff',
};

export const DEFAULT_LABEL_WIDGET_SETTINGS: LabelWidgetSettings = { backgroundImageUrl: '', labels: [] };
