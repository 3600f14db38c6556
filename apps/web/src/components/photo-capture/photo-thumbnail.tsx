import Box from '@mui/material/Box';

export interface PhotoThumbnailProps {
  /** The image's URL as the page shows it (inline), or undefined while it is being looked up. */
  readonly src: string | undefined;
  readonly name: string;
  /** The label of the link that opens the photo in full. */
  readonly openLabel: string;
  readonly size?: number | string;
}

/** A square thumbnail that opens the photo in full in a new tab. */
export function PhotoThumbnail({ src, name, openLabel, size = '100%' }: PhotoThumbnailProps) {
  const image = (
    <Box
      component={src === undefined ? 'span' : 'img'}
      {...(src === undefined ? {} : { src, alt: name, loading: 'lazy' as const })}
      sx={{
        width: size,
        aspectRatio: '1',
        objectFit: 'cover',
        borderRadius: 1,
        display: 'block',
        bgcolor: 'action.hover',
      }}
    />
  );
  if (src === undefined) return image;
  return (
    <a href={src} target="_blank" rel="noreferrer" aria-label={openLabel}>
      {image}
    </a>
  );
}
