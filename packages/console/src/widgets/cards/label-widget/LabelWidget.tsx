import { Box } from '@mui/material';
import { useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { entityValues, fillDataPattern, keyLabels, translateMessageKeys } from '../data-pattern';
import type { LabelWidgetSettings } from './settings';

/**
 * The "Label widget": the settings' image, as large as the widget allows with its proportions kept, and over it each
 * label's pattern filled with the latest values, placed at its percentages of the image and sized with it. Labels
 * are text, never HTML.
 */
export function LabelWidget({ config, data, translate }: WidgetProps<LabelWidgetSettings>) {
  const { backgroundImageUrl, labels } = config.settings;
  // the image's width over its height, known once it loaded; square until then
  const [ratio, setRatio] = useState(1);
  const row = entityValues(data)[0];
  const keys = keyLabels(data);
  return (
    <Box
      sx={{ height: '100%', containerType: 'size', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Box
        data-testid="label-widget-image"
        sx={{
          position: 'relative',
          width: `min(100cqw, ${100 * ratio}cqh)`,
          aspectRatio: String(ratio),
          containerType: 'inline-size',
        }}
      >
        {backgroundImageUrl && (
          <Box
            component="img"
            src={backgroundImageUrl}
            alt=""
            onLoad={(event) => {
              const image = event.currentTarget;
              if (image.naturalWidth && image.naturalHeight) setRatio(image.naturalWidth / image.naturalHeight);
            }}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          />
        )}
        {labels.map((label, index) => (
          <div
            // labels have no ids; their order is their identity, as in the settings
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            // each label's own place and font, inline as they differ per label
            style={{
              position: 'absolute',
              left: `${label.x}%`,
              top: `${label.y}%`,
              whiteSpace: 'nowrap',
              lineHeight: 1,
              fontFamily: label.font.family,
              fontSize: `${label.font.size}cqw`,
              fontStyle: label.font.style,
              fontWeight: label.font.weight,
              color: label.font.color,
              backgroundColor: label.backgroundColor,
            }}
          >
            {translateMessageKeys(fillDataPattern(label.pattern, row, keys), translate)}
          </div>
        ))}
      </Box>
    </Box>
  );
}
