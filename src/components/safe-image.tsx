import { useState } from 'react';

/**
 * An image from the catalogue: only http(s) URLs reach here (the schemas turn anything else
 * into null); a missing or broken image shows a neutral placeholder of the same size, so the
 * layout never jumps.
 */
export function SafeImage({
  src,
  alt = '',
  width,
  height,
  className,
  placeholder,
}: {
  src: string | null | undefined;
  alt?: string;
  width: number;
  height: number;
  className?: string;
  placeholder: 'logo' | 'photo';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return <span className={`image-placeholder image-placeholder--${placeholder} ${className ?? ''}`} style={{ width, height }} aria-hidden="true" />;
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className={className}
      onError={() => setFailed(src)}
    />
  );
}
