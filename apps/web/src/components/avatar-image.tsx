const DEFAULT_AVATAR = './img/avatar-default.svg';

/** The player's picture, or the default one when there is none or it fails to load. */
export function AvatarImage({
  src,
  alt = '',
  className,
}: {
  src?: string | null;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={src || DEFAULT_AVATAR}
      alt={alt}
      onError={(event) => {
        event.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}
