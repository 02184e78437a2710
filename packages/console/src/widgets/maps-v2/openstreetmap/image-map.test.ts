import { describe, expect, it } from 'vitest';
import { imageBounds, imageFraction, imageMapSize, imagePoint } from './image-map';

describe('image map positions', () => {
  it('places x and y fractions on the image, from its top left corner', () => {
    const size = imageMapSize({ width: 800, height: 400 });
    expect(size).toEqual({ width: 1000, height: 500 });
    const point = imagePoint(0.25, 0.5, size);
    expect([point.lat, point.lng]).toEqual([-250, 250]);
    expect(imageBounds(size).contains(point)).toBe(true);
  });

  it('reads a dropped point back as fractions, kept on the image', () => {
    const size = imageMapSize(null);
    expect(imageFraction(imagePoint(0.3, 0.7, size), size)).toEqual({ x: 0.3, y: 0.7 });
    expect(imageFraction(imagePoint(1.4, -0.2, size), size)).toEqual({ x: 1, y: 0 });
  });
});
