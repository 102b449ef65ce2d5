import type { Image } from '../content/schema';

type PictureProps = {
  image: Image;
  className?: string;
  /** Images above the fold load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
};

/** An image from the content object, always with its intrinsic size so nothing shifts. */
export function Picture({ image, className, eager = false }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      // A first-screen image (the page's largest element) is painted in the frame it arrives in;
      // the rest may be decoded off the main thread.
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
