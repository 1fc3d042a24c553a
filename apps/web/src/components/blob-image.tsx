import { useCallback } from 'react';

/**
 * A Blob shown through an object URL that lives exactly as long as the <img>: the ref callback
 * makes it when the element mounts and its cleanup revokes it, so no URL outlives the picture.
 * `height` fixes the box (a thumbnail); `maxHeight` lets a larger picture keep its shape.
 */
export function BlobImage(props: {
  blob: Blob;
  alt: string;
  height?: number;
  maxHeight?: number;
  testId: string;
}) {
  const { blob, height, maxHeight } = props;
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    // A plain <img>: the ref callback's cleanup must reach React unmerged.
    <img
      ref={attach}
      alt={props.alt}
      data-testid={props.testId}
      style={{
        display: 'block',
        width: '100%',
        height,
        maxHeight,
        objectFit: 'contain',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-gray-0)',
      }}
    />
  );
}
