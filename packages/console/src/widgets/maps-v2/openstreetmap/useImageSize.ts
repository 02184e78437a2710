import { useEffect, useState } from 'react';
import type { ImageSize } from './image-map';

/** The natural size of an image once it has loaded; null before, when it fails and without an image. */
export function useImageSize(url: string | null): ImageSize | null {
  const [size, setSize] = useState<{ url: string; size: ImageSize } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setSize({ url, size: { width: image.naturalWidth, height: image.naturalHeight } });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return size && size.url === url ? size.size : null;
}
